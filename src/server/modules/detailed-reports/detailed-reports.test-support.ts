import type { FastifyInstance } from 'fastify';

/** Records written straight into the tables, with the dates a test needs (the API stamps "now"). */
export function recordsOf(app: FastifyInstance, userId: string) {
  const q = app.database.query.bind(app.database);
  return {
    async prospect(values: { source?: string | null; status?: string; stage?: string | null; createdAt: string; name?: string }): Promise<string> {
      const [row] = await q<{ id: string }>(
        `insert into prospects (user_id, first_name, last_name, email, source, status, funnel_stage, created_at, updated_at)
         values ($1, $2, 'Test', $3, $4, $5, $6, $7, $7) returning id`,
        [userId, values.name ?? 'Pat', `${Math.random().toString(36).slice(2)}@example.com`, values.source ?? null, values.status ?? 'cold_lead', values.stage ?? null, values.createdAt],
      );
      return row!.id;
    },
    /** The prospect's way through the funnel: [stage, at] in order, the first from no stage. */
    async stages(prospectId: string, steps: [string, string][], field = 'funnel_stage') {
      let from: string | null = null;
      for (const [to, at] of steps) {
        await q(`insert into prospect_stage_changes (user_id, prospect_id, field, from_value, to_value, changed_at) values ($1, $2, $3, $4, $5, $6)`, [userId, prospectId, field, from, to, at]);
        from = to;
      }
    },
    async activity(values: { type: string; outcome?: string | null; status?: string; scheduledAt?: string | null; createdAt: string }) {
      const status = values.status ?? 'completed';
      await q(
        `insert into activities (user_id, title, type, outcome, status, completed, scheduled_at, created_at, updated_at) values ($1, 'Logged', $2, $3, $4, $5, $6, $7, $7)`,
        [userId, values.type, values.outcome ?? null, status, status === 'completed', values.scheduledAt ?? null, values.createdAt],
      );
    },
    async commission(values: { type: string; status: string; amountCents: number; date: string }) {
      await q(`insert into commissions (user_id, amount_cents, date, type, status) values ($1, $2, $3, $4, $5)`, [userId, values.amountCents, values.date, values.type, values.status]);
    },
  };
}
