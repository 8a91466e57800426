import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.js';
import { apiRateLimits, ownerCounts, userProfiles } from '../../db/schema/index.js';
import { queryRows } from '../../lib/sql.js';
import type { TMembershipState, TMembershipTier } from '../../../shared/membership/membership.rules.js';

/** A user's plan columns, for selects that read them beside others. */
export const membershipColumns = { membershipTier: userProfiles.membershipTier, trialEndsAt: userProfiles.trialEndsAt, membershipExpiry: userProfiles.membershipExpiry };

/** Her plan as the membership rules read it; without a profile row, the free plan. */
export function membershipState(row: { membershipTier: string; trialEndsAt: Date | null; membershipExpiry: Date | null } | undefined): TMembershipState {
  return { membershipTier: (row?.membershipTier ?? 'free') as TMembershipTier, trialEndsAt: row?.trialEndsAt ?? null, membershipExpiry: row?.membershipExpiry ?? null };
}

/** What the owner-count lock answers: her count before the insert, and her plan as json. */
interface TOwnerCountRow {
  n: number | string;
  membership: { membershipTier: string; trialEndsAt: string | null; membershipExpiry: string | null } | null;
}

export interface TOwnerCount {
  n: number;
  membership: TMembershipState;
}

/**
 * Locks the owner's trigger-kept count of her rows in one table until the transaction ends (the
 * counter starts at 0 for her first row) and answers it (`n`) with her plan (`membership`), so
 * that parallel inserts of one owner check the free-plan limit in turn. ON CONFLICT DO UPDATE
 * reads the latest committed count, also one a parallel insert committed after this statement
 * began. A statement of its own (lockOwnerCount) or a CTE beside the insert it guards
 * (ownerCountCte): either way the count is the one before the insert, whose own trigger adds to
 * it when the statement ends.
 */
function ownerCountLock(userId: string, entity: string): SQL {
  return sql`
    insert into ${ownerCounts} as c (user_id, entity, n) values (${userId}, ${entity}, 0)
    on conflict (user_id, entity) do update set n = c.n
    returning c.n, (
      select json_build_object('membershipTier', p.membership_tier, 'trialEndsAt', p.trial_ends_at, 'membershipExpiry', p.membership_expiry)
      from ${userProfiles} p where p.user_id = ${userId}
    ) as membership`;
}

export function decodeOwnerCount(row: TOwnerCountRow | undefined): TOwnerCount {
  const m = row?.membership;
  const date = (value: string | null) => (value ? new Date(value) : null);
  return { n: Number(row?.n ?? 0), membership: membershipState(m ? { membershipTier: m.membershipTier, trialEndsAt: date(m.trialEndsAt), membershipExpiry: date(m.membershipExpiry) } : undefined) };
}

export async function lockOwnerCount(db: TExecutor, userId: string, entity: string): Promise<TOwnerCount> {
  const [row] = await queryRows<TOwnerCountRow>(db, ownerCountLock(userId, entity));
  return decodeOwnerCount(row);
}

/**
 * The lock as a CTE named `owner_count`, for an insert that checks the limit in the same round
 * trip: select `n` and `membership` from it beside the inserted row, decode them with
 * decodeOwnerCount, and throw (rolling the transaction back) when the plan's limit is passed.
 */
export function ownerCountCte(db: TExecutor, userId: string, entity: string) {
  return db
    .$with('owner_count', { n: sql<number | string>`n`.as('n'), membership: sql<TOwnerCountRow['membership']>`membership`.as('membership') })
    .as(ownerCountLock(userId, entity));
}

export async function membershipOf(db: TExecutor, userId: string): Promise<TMembershipState> {
  const [row] = await db.select(membershipColumns).from(userProfiles).where(eq(userProfiles.userId, userId));
  return membershipState(row);
}

/** Requests of one user in one fixed window, counted on an instance and not yet added to the database's count. */
export interface TApiRequestHits {
  userId: string;
  windowStart: Date;
  hits: number;
}

/**
 * Adds each user's requests to the database's count of her current window, in one statement, and
 * answers each total (every instance's requests of that window). A row of an older window starts
 * over; hits of a window older than the row's (an instance whose clock lags) are not counted again.
 */
export async function addApiRequests(db: TExecutor, batch: TApiRequestHits[]): Promise<Map<string, number>> {
  const rows = await queryRows<{ userId: string; count: number }>(db, sql`
    insert into ${apiRateLimits} as r (user_id, window_start, count)
    select * from unnest(${sql.param(batch.map((b) => b.userId))}::text[], ${sql.param(batch.map((b) => b.windowStart.toISOString()))}::timestamptz[], ${sql.param(batch.map((b) => b.hits))}::int[])
    on conflict (user_id) do update set
      count = case
        when r.window_start = excluded.window_start then r.count + excluded.count
        when r.window_start > excluded.window_start then r.count
        else excluded.count end,
      window_start = greatest(r.window_start, excluded.window_start)
    returning user_id as "userId", count`);
  return new Map(rows.map((row) => [row.userId, Number(row.count)]));
}
