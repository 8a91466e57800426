import { useMemo, useState } from 'react';
import { AUTH_MESSAGES } from '@shared/auth/auth.rules';

export interface TFieldRule {
  /** Longest value kept; typing or pasting beyond it shows `maxMessage`. */
  max: number;
  maxMessage: string;
  /** Drops characters the field does not accept (and caps the length), as typed. */
  filter?: (value: string) => string;
}

type TErrors<F extends string> = Partial<Record<F, string>>;

type TFormIssues = { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
/** What the form needs of a schema: zod's `safeParse` answer (sign-in checks without zod). */
interface TFormSchema<Out> {
  safeParse(input: unknown): { success: true; data: Out } | { success: false; error: TFormIssues };
}

/** The length a value would have without the cap: the characters the filter keeps, one by one. */
function uncappedLength(raw: string, filter?: (value: string) => string): number {
  if (!filter) return raw.length;
  return [...raw].filter((ch) => filter(ch) === ch).length;
}

function firstIssues<F extends string>(error: TFormIssues): TErrors<F> {
  const errors: TErrors<F> = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as F | undefined;
    if (field !== undefined && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

interface TOptions<F extends string, Out> {
  /** A zod/mini schema (shared/auth/auth.schema.ts) or a zod-free check of the same shape (auth.rules.ts). */
  schema: TFormSchema<Out>;
  initial: Record<F, string>;
  rules?: Partial<Record<F, TFieldRule>>;
  /** Shapes the raw strings into the schema's input (e.g. leaves out an empty optional field). */
  toInput?: (values: Record<F, string>) => unknown;
  /**
   * Checks across fields that must show while other fields are still invalid: zod skips an
   * object's refinements once a field has failed hard.
   */
  crossCheck?: (values: Record<F, string>) => TErrors<F>;
}

/** The password confirmation of a new password, checked as soon as something is typed in it. */
export function confirmationCheck(values: { password: string; confirmPassword: string }) {
  const differs = values.confirmPassword !== '' && values.password !== values.confirmPassword;
  return differs ? { confirmPassword: AUTH_MESSAGES.passwordMismatch } : {};
}

/**
 * State of one auth form, validated by its shared zod schema on every change and on submit.
 * A field shows its error once it has been edited, or after a submit; a max-length overflow and a
 * server answer show at once and last until the field is edited again.
 */
export function useAuthForm<F extends string, Out>({ schema, initial, rules, toInput, crossCheck }: TOptions<F, Out>) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<F, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [overflow, setOverflow] = useState<TErrors<F>>({});
  const [server, setServer] = useState<TErrors<F>>({});

  const parsed = useMemo(() => schema.safeParse(toInput ? toInput(values) : values), [schema, toInput, values]);
  const schemaErrors = useMemo<TErrors<F>>(
    () => (parsed.success ? {} : { ...crossCheck?.(values), ...firstIssues<F>(parsed.error) }),
    [parsed, crossCheck, values],
  );

  const setValue = (field: F, raw: string) => {
    const rule = rules?.[field];
    const value = rule ? (rule.filter ? rule.filter(raw) : raw).slice(0, rule.max) : raw;
    const over = rule !== undefined && uncappedLength(raw, rule.filter) > rule.max;
    setValues((prev) => ({ ...prev, [field]: value }));
    setTouched((prev) => ({ ...prev, [field]: true }));
    setOverflow((prev) => ({ ...prev, [field]: over ? rule?.maxMessage : undefined }));
    setServer((prev) => ({ ...prev, [field]: undefined }));
  };

  const errorOf = (field: F): string | undefined =>
    overflow[field] ?? server[field] ?? (touched[field] || submitted ? schemaErrors[field] : undefined);

  /** Marks the form submitted; answers the parsed data, or the errors of every field. */
  const validate = (): { ok: true; data: Out } | { ok: false; errors: TErrors<F> } => {
    setSubmitted(true);
    return parsed.success ? { ok: true, data: parsed.data } : { ok: false, errors: schemaErrors };
  };

  /** Shows the server's `fields` answer under the matching inputs. */
  const setServerErrors = (fields: Record<string, string>) => {
    const known = Object.fromEntries(Object.entries(fields).filter(([field]) => field in initial)) as TErrors<F>;
    setServer(known);
  };

  const reset = (next: Record<F, string> = initial) => {
    setValues(next);
    setTouched({});
    setSubmitted(false);
    setOverflow({});
    setServer({});
  };

  return { values, setValue, errorOf, submitted, validate, setServerErrors, reset };
}
