import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { TEST_ORIGIN } from '../../test/test-app.js';

export { userOn, type TTestUser } from '../follow-ups/follow-ups.test-support.js';

/** A file of fixtures/, as uploaded. */
export const fixture = (name: string) => readFileSync(join('src/server/modules/import/fixtures', name));

/** A multipart/form-data body as a browser's FormData sends it: the file, then the text fields. */
export function importForm(file: Buffer | null, fields: Record<string, string> = {}, fileName = 'people.csv') {
  const boundary = `----upline${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/csv\r\n\r\n`), file, Buffer.from('\r\n'));
  }
  for (const [name, value] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POSTs a file (and fields) to an import path; `ndjson` asks for the progress stream. */
export function upload(app: FastifyInstance, cookie: string, url: string, file: Buffer | null, fields: Record<string, string> = {}, options: { ndjson?: boolean } = {}) {
  const { payload, contentType } = importForm(file, fields);
  return app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN, cookie, 'content-type': contentType, ...(options.ndjson && { accept: 'application/x-ndjson' }) }, payload });
}

/** The fields of an import: the mapping as JSON, and the switches as FormData text. */
export const importFields = (mapping: Record<string, string>, extra: { skipInvalid?: boolean; dryRun?: boolean } = {}) => ({
  mapping: JSON.stringify(mapping),
  ...(extra.skipInvalid !== undefined && { skipInvalid: String(extra.skipInvalid) }),
  ...(extra.dryRun !== undefined && { dryRun: String(extra.dryRun) }),
});

/** How many rows of a table the user owns. */
export async function countOf(app: FastifyInstance, table: 'prospects' | 'contacts' | 'team_members' | 'activities', userId: string): Promise<number> {
  const [row] = await app.database.query<{ n: number }>(`select count(*)::int as n from ${table} where user_id = $1`, [userId]);
  return Number(row!.n);
}
