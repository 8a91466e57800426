import { useState } from 'react';
import { ApiError } from '../../../lib/api';

type TParse<V, D> = (values: V) => { data: D; errors?: undefined } | { data?: undefined; errors: Record<string, string> };

/**
 * Form state checked by a shared-schema parse: a field's error shows once it was left (blur) or
 * after a submit; the server's field errors show until that field changes.
 */
export function useValidatedForm<V extends object, D>(initial: V, parse: TParse<V, D>) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const clientErrors = parse(values).errors ?? {};
  const errorOf = (field: string): string | undefined =>
    serverErrors[field] ?? (submitted || touched.has(field) ? clientErrors[field] : undefined);

  const set = <K extends keyof V>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors(({ [field as string]: _dropped, ...rest }) => rest);
  };

  const blur = (field: string) => setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));

  /** The body to send, or null (errors now shown) when the form does not pass the schema. */
  const submit = (): D | null => {
    setSubmitted(true);
    const result = parse(values);
    return result.errors ? null : result.data;
  };

  /** Puts a 400 answer's field errors under their fields; false when the error had none. */
  const showServerErrors = (error: unknown): boolean => {
    if (!(error instanceof ApiError) || !error.fields || Object.keys(error.fields).length === 0) return false;
    setServerErrors(error.fields);
    return true;
  };

  const reset = (next: V) => {
    setValues(next);
    setTouched(new Set());
    setSubmitted(false);
    setServerErrors({});
  };

  return { values, set, blur, errorOf, submit, showServerErrors, reset };
}
