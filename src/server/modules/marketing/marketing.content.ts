import { readFileSync } from 'node:fs';
import { EMPTY_MARKETING_CONTENT, ZMarketingContent, type TMarketingContent } from '../../../shared/marketing/marketing.schema.js';

/**
 * Reads the operator's marketing file (MARKETING_CONTENT_FILE) once, at start-up. A missing
 * setting means no content; a file that is missing or malformed stops the start with the
 * reason, rather than publishing half of it.
 */
export function loadMarketingContent(path: string | undefined): TMarketingContent {
  if (!path) return EMPTY_MARKETING_CONTENT;
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`Invalid configuration:\n  MARKETING_CONTENT_FILE: cannot read ${path} as JSON (${(error as Error).message})`);
  }
  const parsed = ZMarketingContent.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  MARKETING_CONTENT_FILE ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  return parsed.data;
}
