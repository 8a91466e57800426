import type { FastifyInstance } from 'fastify';
import { created, personBody } from '../../test/records.js';

/** Users on a plan, as the follow-ups tests make them (premium, trial, ended trial, free). */
export { userOn, type TTestUser } from '../follow-ups/follow-ups.test-support.js';

export const prospectOf = (app: FastifyInstance, cookie: string, overrides: Record<string, unknown> = {}) =>
  created<{ id: string; name: string; funnelStage: string | null; stageUpdatedAt: string | null; createdAt: string }>(app, cookie, '/api/prospects', personBody(overrides));

/**
 * `count` prospects of one owner written straight into the table (the API would take minutes for
 * thousands): stages taken in turn from `stages` (null: none), each entering its stage a minute
 * before the one after it.
 */
export async function insertProspects(app: FastifyInstance, userId: string, count: number, stages: (string | null)[], namePrefix = 'Bulk') {
  await app.database.query(
    `insert into prospects (user_id, first_name, last_name, email, funnel_stage, stage_updated_at)
     select $1, $2 || g, 'Lot', 'bulk' || g || '@ex.com', ($3::text[])[1 + (g - 1) % cardinality($3::text[])], now() - (${count} - g) * interval '1 minute'
     from generate_series(1, ${count}) g`,
    [userId, namePrefix, stages],
  );
}
