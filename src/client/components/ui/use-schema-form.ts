import { useCallback, useMemo, useState } from 'react';
import { firstIssueByField } from './form-field';

/** What a form's validator answers: the request body, or the English message per invalid field. */
export type TValidation<TOut> = { success: true; data: TOut } | { success: false; errors: Record<string, string> };

/** Runs a zod schema over a form's body and keeps the first message of each field. */
export function validateWith<TOut>(
  schema: { safeParse: (input: unknown) => { success: true; data: TOut } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } } },
  body: unknown,
): TValidation<TOut> {
  const result = schema.safeParse(body);
  return result.success ? { success: true, data: result.data } : { success: false, errors: firstIssueByField(result.error.issues) };
}

/** Errors keyed by body field (from a schema or an API), keyed by the form field that shows each one. */
export function errorsUnderFields(fields: Record<string, string>, formFieldOf: Record<string, string>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(fields)) errors[formFieldOf[field] ?? field] ??= message;
  return errors;
}

/**
 * Form values plus their errors: a field shows its error once left (blur) or after a submit, the
 * rule being the shared schema behind `validate`. Errors the server sent stay on their field until
 * it is edited.
 */
export function useSchemaForm<TValues extends object, TOut>(initial: TValues, validate: (values: TValues) => TValidation<TOut>) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const validation = useMemo(() => validate(values), [validate, values]);
  const clientErrors = validation.success ? {} : validation.errors;

  const set = useCallback(<K extends keyof TValues>(field: K, value: TValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => {
      if (!(field in current)) return current;
      const { [field as string]: _cleared, ...rest } = current;
      return rest;
    });
  }, []);

  const blur = useCallback((field: keyof TValues & string) => {
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
  }, []);

  const errorOf = (field: keyof TValues & string): string | undefined =>
    serverErrors[field] ?? (submitted || touched.has(field) ? clientErrors[field] : undefined);

  /** Marks the form submitted; answers the request body when every field is valid. */
  const submit = (): TOut | null => {
    setSubmitted(true);
    return validation.success ? validation.data : null;
  };

  const reset = useCallback((next: TValues) => {
    setValues(next);
    setTouched(new Set());
    setSubmitted(false);
    setServerErrors({});
  }, []);

  return { values, set, blur, errorOf, submit, reset, setServerErrors };
}
