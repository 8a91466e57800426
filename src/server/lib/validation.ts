import type * as z from 'zod';
import { AppError } from './app-error.js';

/** Zod issues as the contract's `fields`: the first message for each dotted path. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : (issue.code === 'unrecognized_keys' ? issue.keys.join(',') : '_');
    if (issue.code === 'unrecognized_keys') {
      for (const k of issue.keys) fields[[...issue.path, k].join('.')] ??= 'Unknown field';
      continue;
    }
    fields[key] ??= issue.message;
  }
  return fields;
}

/** Parses input with a shared schema, or throws 400 validation_failed with field errors. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new AppError('validation_failed', 'Some fields are invalid', { fields: fieldErrorsOf(result.error) });
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Path ids: a malformed id names no record, so it answers 404 like an unknown or foreign id.
 * Reads `params[key]` (default `id`).
 */
export function idParam(params: unknown, key = 'id'): string {
  const value = (params as Record<string, unknown> | undefined)?.[key];
  if (typeof value !== 'string' || !UUID_PATTERN.test(value)) throw new AppError('not_found', 'Record not found');
  return value.toLowerCase();
}
