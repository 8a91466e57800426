import type { LightMyRequestResponse } from 'fastify';
import { ERROR_STATUS } from '../../../src/shared/common/errors.js';

/**
 * Why an answer breaks the HTTP contract, or null when it keeps it: never a 5xx; a 4xx is
 * `{"error":{"code","message",...}}` with the status its code names; a 2xx with a JSON type parses.
 */
export function contractViolation(res: LightMyRequestResponse): string | null {
  if (res.statusCode >= 500) return `server error ${res.statusCode}: ${res.body.slice(0, 300)}`;
  const type = String(res.headers['content-type'] ?? '');
  let json: unknown;
  if (type.includes('json') && res.body.length > 0) {
    try {
      json = JSON.parse(res.body);
    } catch {
      return `unparsable JSON answer: ${res.body.slice(0, 200)}`;
    }
  }
  if (res.statusCode < 400) return null;
  const error = (json as { error?: Record<string, unknown> } | undefined)?.error;
  if (!error || typeof error.code !== 'string' || typeof error.message !== 'string') return `${res.statusCode} without the error shape: ${res.body.slice(0, 200)}`;
  const expected = ERROR_STATUS[error.code as keyof typeof ERROR_STATUS];
  if (expected === undefined) return `unknown error code ${error.code}`;
  if (expected !== res.statusCode) return `code ${error.code} answered with ${res.statusCode}, the contract says ${expected}`;
  if (error.fields !== undefined && (typeof error.fields !== 'object' || error.fields === null || Object.values(error.fields).some((v) => typeof v !== 'string'))) {
    return `error.fields is not a map of messages: ${JSON.stringify(error.fields).slice(0, 200)}`;
  }
  return null;
}
