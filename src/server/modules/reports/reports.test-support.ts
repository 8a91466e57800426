import type { FastifyInstance } from 'fastify';
import type { TTestUser } from '../follow-ups/follow-ups.test-support.js';
import { call } from '../../test/test-app.js';

export { userOn, type TTestUser } from '../follow-ups/follow-ups.test-support.js';

/** `count` prospects of the user written in one statement, numbered 1..count, created one minute apart ending `endsAt`. */
export async function insertProspects(app: FastifyInstance, user: TTestUser, count: number, options: { endsAt?: Date; prefix?: string; status?: string } = {}) {
  const endsAt = options.endsAt ?? new Date(Date.now() - 60_000);
  await app.database.query(
    `insert into prospects (user_id, first_name, last_name, email, status, created_at, updated_at)
     select $1, $2, 'N' || lpad(g::text, 5, '0'), 'p' || g || '@ex.com', $3, $4::timestamptz - (($5 - g) * interval '1 minute'), now()
     from generate_series(1, $5::int) g`,
    [user.userId, options.prefix ?? 'Prospect', options.status ?? 'cold_lead', endsAt.toISOString(), count],
  );
}

export const setTimeZone = (app: FastifyInstance, user: TTestUser, zone: string) =>
  app.database.query('update user_profiles set time_zone = $2 where user_id = $1', [user.userId, zone]);

export const exportReport = (app: FastifyInstance, user: TTestUser, body: unknown, language = 'en') =>
  call(app, 'POST', '/api/reports/export', { cookie: user.cookie, body, headers: { 'accept-language': language } });

/** Page objects of a PDF (`/Type /Page`, not the `/Pages` tree). */
export const pdfPages = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;
