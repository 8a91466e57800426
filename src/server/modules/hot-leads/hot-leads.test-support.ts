import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { call } from '../../test/test-app.js';
import type { TActivityFact, TEngagementFact, TEngagementKind } from '../../../shared/hot-leads/hot-leads.rules.js';
import type { TTestUser } from '../follow-ups/follow-ups.test-support.js';

export { prospectOf, userOn, type TTestUser } from '../follow-ups/follow-ups.test-support.js';

const MINUTE = 60_000;

/** What was recorded about one prospect, kept to compute the expected score with the shared rules. */
export interface TRecorded {
  events: TEngagementFact[];
  activities: TActivityFact[];
}

export const emptyRecord = (): TRecorded => ({ events: [], activities: [] });

/** Records an engagement event through the API (minutes ago) and keeps it in `record`. */
export async function engage(app: FastifyInstance, user: TTestUser, prospectId: string, record: TRecorded, kind: TEngagementKind, options: { seconds?: number; minutesAgo?: number } = {}) {
  const occurredAt = new Date(Date.now() - (options.minutesAgo ?? 60) * MINUTE);
  const body = { kind, occurredAt: occurredAt.toISOString(), ...(options.seconds !== undefined && { seconds: options.seconds }) };
  const res = await call(app, 'POST', `/api/prospects/${prospectId}/engagement`, { cookie: user.cookie, body });
  expect(res.statusCode, res.body).toBe(201);
  record.events.push({ kind, seconds: options.seconds ?? 0, occurredAt });
}

/** Writes an activity straight into the table (any status, outcome and time), and keeps it in `record`. */
export async function logActivity(app: FastifyInstance, user: TTestUser, prospectId: string, record: TRecorded, fields: Partial<Omit<TActivityFact, 'createdAt'>> & { minutesAgo?: number }) {
  const activity: TActivityFact = { type: fields.type ?? 'call', outcome: fields.outcome ?? null, status: fields.status ?? 'completed', createdAt: new Date(Date.now() - (fields.minutesAgo ?? 90) * MINUTE) };
  await app.database.query(
    `insert into activities (user_id, prospect_id, title, type, outcome, status, completed, created_at, updated_at) values ($1, $2, 'Logged', $3, $4, $5, $6, $7, $7)`,
    [user.userId, prospectId, activity.type, activity.outcome, activity.status, activity.status === 'completed', activity.createdAt.toISOString()],
  );
  record.activities.push(activity);
}

export interface TScoreRow {
  prospect_id: string;
  score: number;
  open_rate: number;
  click_rate: number;
  time_on_page_score: number;
  interaction_count: number;
  last_engagement_at: Date | null;
  refreshed_at: Date;
}

export const scoresOf = async (app: FastifyInstance, user: TTestUser) =>
  new Map((await app.database.query<TScoreRow>('select * from hot_lead_scores where user_id = $1', [user.userId])).map((r) => [r.prospect_id, r]));

export const stateOf = async (app: FastifyInstance, user: TTestUser) =>
  (await app.database.query<{ changes: string | number; refreshed_changes: string | number; refreshed_at: Date | null }>('select * from hot_lead_refresh_state where user_id = $1', [user.userId]))[0];
