import type * as z from 'zod';
import { AppError } from './app-error.js';

/** Zod issues as the contract's `fields`: the first message for each dotted path. */
export function fieldErrorsOf(error: z.core.$ZodError): Record<string, string> {
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

const NUL_MESSAGE = 'Text cannot contain NUL characters';

/** PostgreSQL text cannot hold U+0000: find every field that carries one, at any depth. */
function nulFields(value: unknown, path: string, found: Record<string, string>, depth = 0): void {
  if (depth > 20) return;
  if (typeof value === 'string') {
    if (value.includes('\u0000')) found[path || '_'] = NUL_MESSAGE;
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => nulFields(item, path ? `${path}.${i}` : String(i), found, depth + 1));
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) nulFields(item, path ? `${path}.${key}` : key, found, depth + 1);
  }
}

/** Parses input with a shared schema, or throws 400 validation_failed with field errors. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const nul: Record<string, string> = {};
  nulFields(input, '', nul);
  if (Object.keys(nul).length) throw new AppError('validation_failed', 'Some fields are invalid', { fields: nul });
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
