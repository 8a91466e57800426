import { DEAL_MESSAGES } from '../../../shared/deals/deals.schema.js';
import { AppError } from '../../lib/app-error.js';

const VERSION_TAG = /^(?:W\/"([1-9][0-9]{0,8})"|"([1-9][0-9]{0,8})"|([1-9][0-9]{0,8}))$/;

/** The ETag of a deal's version, as `GET /api/deals/:id` sends it. */
export const versionTag = (version: number) => `"${version}"`;

/**
 * The version an `If-Match` header names: `"3"`, `W/"3"` or `3`. Absent, empty or `*` make the
 * update unconditional (undefined); anything else is refused rather than ignored, so a client that
 * meant a conditional update never overwrites blindly.
 */
export function versionOfIfMatch(header: string | string[] | undefined): number | undefined {
  const value = (Array.isArray(header) ? header.join(',') : (header ?? '')).trim();
  if (value === '' || value === '*') return undefined;
  const match = VERSION_TAG.exec(value);
  if (!match) throw new AppError('validation_failed', 'Some fields are invalid', { fields: { version: DEAL_MESSAGES.versionInvalid } });
  return Number(match[1] ?? match[2] ?? match[3]);
}
