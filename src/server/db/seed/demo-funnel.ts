import { asc, eq, sql } from 'drizzle-orm';
import type { TDb } from '../client.js';
import { prospects } from '../schema/index.js';
import type { TProspectStatus } from '../../../shared/prospects/prospects.constants.js';
import type { TFunnelStage } from '../../../shared/funnel/funnel.rules.js';

const HOUR = 3_600_000;

/**
 * The ways through the funnel that a prospect of each status took, from its first stage to where
 * it stands; the prospects of a status take them in turn. A cold lead may still be brand new, a
 * warm one was already reached, an interested one may have asked to wait, and an enrolment or a
 * refusal ends the way.
 */
const PATHS: Record<TProspectStatus, TFunnelStage[][]> = {
  cold_lead: [['new_prospect'], ['new_prospect', 'cold_lead'], ['new_prospect', 'cold_lead']],
  warm_prospect: [
    ['new_prospect', 'cold_lead', 'warm_prospect'],
    ['new_prospect', 'warm_prospect'],
    ['new_prospect', 'cold_lead', 'warm_prospect', 'contacted'],
  ],
  interested: [
    ['new_prospect', 'warm_prospect', 'contacted', 'interested'],
    ['new_prospect', 'contacted', 'interested'],
    ['new_prospect', 'cold_lead', 'contacted', 'interested'],
    ['new_prospect', 'contacted', 'interested'],
    ['new_prospect', 'contacted', 'interested', 'on_hold'],
  ],
  demo_scheduled: [
    ['new_prospect', 'contacted', 'interested', 'demo_scheduled'],
    ['new_prospect', 'warm_prospect', 'interested', 'demo_scheduled'],
  ],
  follow_up: [
    ['new_prospect', 'contacted', 'interested', 'demo_scheduled', 'follow_up'],
    ['new_prospect', 'contacted', 'interested', 'demo_scheduled', 'follow_up', 'negotiation'],
    ['new_prospect', 'warm_prospect', 'interested', 'demo_scheduled', 'follow_up'],
    ['new_prospect', 'contacted', 'demo_scheduled', 'follow_up', 'proposal_sent'],
    ['new_prospect', 'contacted', 'interested', 'demo_scheduled', 'negotiation'],
  ],
  enrolled: [
    ['new_prospect', 'contacted', 'interested', 'demo_scheduled', 'proposal_sent', 'enrolled'],
    ['new_prospect', 'warm_prospect', 'interested', 'demo_scheduled', 'follow_up', 'enrolled'],
    ['new_prospect', 'contacted', 'demo_scheduled', 'negotiation', 'enrolled'],
  ],
  not_interested: [
    ['new_prospect', 'contacted', 'not_interested'],
    ['new_prospect', 'contacted', 'interested', 'demo_scheduled', 'not_interested'],
    ['new_prospect', 'cold_lead', 'on_hold'],
  ],
};

export interface TDemoFunnelStep {
  prospectId: string;
  from: TFunnelStage | null;
  to: TFunnelStage;
  at: Date;
}

/**
 * Each prospect's way through the funnel, spread from when it was added to its latest
 * conversation (at least an hour a step, never past `now`).
 */
export function demoFunnelSteps(people: { id: string; status: TProspectStatus; createdAt: Date; lastTouch: Date }[], now: Date): TDemoFunnelStep[] {
  const seen = new Map<TProspectStatus, number>();
  return people.flatMap((p) => {
    const nth = seen.get(p.status) ?? 0;
    seen.set(p.status, nth + 1);
    const paths = PATHS[p.status];
    const path = paths[nth % paths.length];
    const start = p.createdAt.getTime();
    const span = Math.max(p.lastTouch.getTime() - start, (path.length - 1) * HOUR);
    return path.map((to, i) => ({
      prospectId: p.id,
      from: i === 0 ? null : path[i - 1],
      to,
      at: new Date(Math.min(start + (path.length === 1 ? 0 : (span * i) / (path.length - 1)), now.getTime() - 60_000)),
    }));
  });
}

/**
 * Puts the demo seller's prospects along the funnel, each where its status says, with the story of
 * how it got there in prospect_stage_changes. The history trigger stamps its rows with the time
 * of the update, so they are replaced with the story's own dates.
 */
export async function seedDemoFunnel(db: TDb, userId: string, now = new Date()): Promise<void> {
  const people = await db
    .select({ id: prospects.id, status: prospects.status, createdAt: prospects.createdAt, lastTouch: sql<Date>`greatest(${prospects.lastContacted}, ${prospects.lastActivityAt}, ${prospects.createdAt})`.mapWith(prospects.createdAt) })
    .from(prospects)
    .where(eq(prospects.userId, userId))
    .orderBy(asc(prospects.createdAt), asc(prospects.id));
  if (people.length === 0) return;
  const steps = demoFunnelSteps(people as { id: string; status: TProspectStatus; createdAt: Date; lastTouch: Date }[], now);
  const last = new Map(steps.map((s) => [s.prospectId, s]));
  const values = (rows: TDemoFunnelStep[], row: (s: TDemoFunnelStep) => ReturnType<typeof sql>) => sql.join(rows.map(row), sql`, `);
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      update prospects p set funnel_stage = v.stage, stage_updated_at = v.at
      from (values ${values([...last.values()], (s) => sql`(${s.prospectId}::uuid, ${s.to}, ${s.at.toISOString()}::timestamptz)`)}) as v(id, stage, at)
      where p.id = v.id and p.user_id = ${userId}`);
    await tx.execute(sql`delete from prospect_stage_changes where user_id = ${userId} and field = 'funnel_stage'`);
    await tx.execute(sql`
      insert into prospect_stage_changes (user_id, prospect_id, field, from_value, to_value, changed_at)
      values ${values(steps, (s) => sql`(${userId}, ${s.prospectId}::uuid, 'funnel_stage', ${s.from}, ${s.to}, ${s.at.toISOString()}::timestamptz)`)}`);
  });
}
