import { sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.js';
import { membershipNotices, userProfiles, userSubscriptions } from '../../db/schema/index.js';
import { PAID_TIERS } from '../../../shared/membership/membership.rules.js';
import { queryRows } from '../../lib/sql.js';

export interface TEndingRow {
  userId: string;
  endsAt: Date;
  language: string;
  timeZone: string;
}

const paidTiers = sql.join(PAID_TIERS.map((t) => sql`${t}`), sql`, `);
const DAY = sql`interval '1 day'`;

const toRows = (rows: { userId: string; endsAt: Date | string; language: string; timeZone: string }[]): TEndingRow[] =>
  rows.map((r) => ({ ...r, endsAt: new Date(r.endsAt) }));

/** Trials ending within a day whose owner has not been told about that end. */
export async function trialsEndingSoon(db: TExecutor, now: Date, batch: number): Promise<TEndingRow[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  return toRows(
    await queryRows(db, sql`
      select p.user_id as "userId", p.trial_ends_at as "endsAt", p.language, p.time_zone as "timeZone"
      from ${userProfiles} p
      where p.membership_tier = 'trial' and p.trial_ends_at > ${at} and p.trial_ends_at <= ${at} + ${DAY}
        and not exists (select 1 from ${membershipNotices} n where n.user_id = p.user_id and n.kind = 'trial_ending' and n.ends_at = p.trial_ends_at)
      limit ${batch}`),
  );
}

/**
 * Paid access ending within a day that will not renew by itself (cancelled, unpaid, or granted
 * with an end date): a renewing subscription's end moves with its next payment.
 */
export async function subscriptionsEndingSoon(db: TExecutor, now: Date, batch: number): Promise<TEndingRow[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  return toRows(
    await queryRows(db, sql`
      select p.user_id as "userId", p.membership_expiry as "endsAt", p.language, p.time_zone as "timeZone"
      from ${userProfiles} p
      left join ${userSubscriptions} s on s.user_id = p.user_id
      where p.membership_tier in (${paidTiers}) and p.membership_expiry > ${at} and p.membership_expiry <= ${at} + ${DAY}
        and (s.subscription_id is null or s.cancel_at_period_end or s.status is distinct from 'active')
        and not exists (select 1 from ${membershipNotices} n where n.user_id = p.user_id and n.kind = 'subscription_ending' and n.ends_at = p.membership_expiry)
      limit ${batch}`),
  );
}

/**
 * Ends trials and paid periods that are over: back to free, the dates kept (the screens then read
 * "Trial ended" / "Subscription ended"). Rows another instance holds are skipped.
 */
export async function endExpired(db: TExecutor, now: Date, batch: number): Promise<(TEndingRow & { kind: 'trial_ended' | 'subscription_ended' })[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const rows = await queryRows<{ userId: string; endsAt: string | Date; language: string; timeZone: string; kind: 'trial_ended' | 'subscription_ended' }>(db, sql`
    with due as (
      select user_id, case when membership_tier = 'trial' then 'trial_ended' else 'subscription_ended' end as kind,
             case when membership_tier = 'trial' then trial_ends_at else membership_expiry end as ends_at
      from ${userProfiles}
      where (membership_tier = 'trial' and trial_ends_at <= ${at})
         or (membership_tier in (${paidTiers}) and membership_expiry <= ${at})
      limit ${batch}
      for update skip locked
    )
    update ${userProfiles} p set membership_tier = 'free', updated_at = ${at}
    from due where p.user_id = due.user_id
    returning p.user_id as "userId", due.ends_at as "endsAt", p.language, p.time_zone as "timeZone", due.kind`);
  return rows.map((r) => ({ ...r, endsAt: new Date(r.endsAt) }));
}
