import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { TEST_ORIGIN } from '../../test/test-app.js';
import { importForm } from './import-form.test-support.js';

export { userOn, type TTestUser } from '../follow-ups/follow-ups.test-support.js';
export { importForm } from './import-form.test-support.js';

/** A file of fixtures/, as uploaded. */
export const fixture = (name: string) => readFileSync(join('src/server/modules/import/fixtures', name));

/** POSTs a file (files, or none) and fields to an import path; `ndjson` asks for the progress stream. */
export function upload(app: FastifyInstance, cookie: string, url: string, file: Buffer | readonly Buffer[] | null, fields: Record<string, string> = {}, options: { ndjson?: boolean } = {}) {
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
