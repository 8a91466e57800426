import type { FastifyInstance } from 'fastify';

const DAY_MS = 86_400_000;

/** The calendar day `n` days from today (UTC), as the server counts days. */
export const day = (n: number) => new Date(Date.now() + n * DAY_MS).toISOString().slice(0, 10);
/** A moment `n` days from now (negative: ago). */
export const at = (n: number) => new Date(Date.now() + n * DAY_MS).toISOString();

export interface TMemberSpec {
  key: string;
  sponsor?: string;
  status?: 'active' | 'inactive' | 'on_leave' | 'terminated';
  rank?: string;
  joinedDaysAgo: number;
  linkedUserId?: string;
}

/** Writes a downline straight into the table (sponsors first); answers the ids by key. */
export async function insertDownline(app: FastifyInstance, ownerId: string, members: TMemberSpec[]): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  for (const m of members) {
    const [row] = await app.database.query<{ id: string }>(
      `insert into team_members (user_id, first_name, last_name, email, rank, status, join_date, sponsor_id, linked_user_id)
       values ($1, $2, 'Member', $3, $4, $5, $6, $7, $8) returning id`,
      [ownerId, m.key, `${m.key.toLowerCase()}.${ownerId.slice(0, 6)}@ex.com`, m.rank ?? 'associate', m.status ?? 'active', day(-m.joinedDaysAgo), m.sponsor ? ids[m.sponsor] : null, m.linkedUserId ?? null],
    );
    ids[m.key] = row!.id;
  }
  return ids;
}

export async function insertCommission(app: FastifyInstance, ownerId: string, values: { memberId: string | null; cents: number; daysAgo: number; status?: string }) {
  await app.database.query(`insert into commissions (user_id, team_member_id, amount_cents, date, status) values ($1, $2, $3, $4, $5)`, [
    ownerId,
    values.memberId,
    values.cents,
    day(-values.daysAgo),
    values.status ?? 'paid',
  ]);
}

/** An activity logged in a member's own account `daysAgo` days ago. */
export async function insertActivity(app: FastifyInstance, accountId: string, type: string, daysAgo: number) {
  await app.database.query(`insert into activities (user_id, title, type, status, completed, created_at, updated_at) values ($1, 'Logged', $2, 'completed', true, $3, $3)`, [accountId, type, at(-daysAgo)]);
}
