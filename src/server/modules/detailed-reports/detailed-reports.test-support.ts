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

/** The same story for a seller: prospects along the funnel, activities and commissions of March 2025, and some outside it. */
export async function seedStory(app: FastifyInstance, userId: string) {
  const r = recordsOf(app, userId);
  const p1 = await r.prospect({ source: 'website', status: 'enrolled', stage: 'enrolled', createdAt: '2025-03-02T09:00:00Z' });
  await r.stages(p1, [['new_prospect', '2025-03-02T09:00:00Z'], ['contacted', '2025-03-04T09:00:00Z'], ['interested', '2025-03-08T09:00:00Z'], ['enrolled', '2025-03-10T09:00:00Z']]);
  await r.stages(p1, [['enrolled', '2025-03-10T09:00:00Z']], 'status');
  const p2 = await r.prospect({ source: 'website', status: 'interested', stage: 'interested', createdAt: '2025-03-03T09:00:00Z' });
  await r.stages(p2, [['new_prospect', '2025-03-03T09:00:00Z'], ['contacted', '2025-03-05T09:00:00Z'], ['interested', '2025-03-09T09:00:00Z']]);
  const p3 = await r.prospect({ source: 'referral', status: 'not_interested', stage: 'not_interested', createdAt: '2025-03-03T09:00:00Z' });
  await r.stages(p3, [['new_prospect', '2025-03-03T09:00:00Z'], ['contacted', '2025-03-07T09:00:00Z'], ['not_interested', '2025-03-08T09:00:00Z']]);
  await r.prospect({ source: 'referral', status: 'cold_lead', createdAt: '2025-03-31T23:59:00Z' });
  await r.prospect({ source: null, status: 'enrolled', createdAt: '2025-03-15T12:00:00Z' });
  // Outside March: added before it, with its own story.
  const p6 = await r.prospect({ source: 'event', status: 'enrolled', stage: 'enrolled', createdAt: '2025-02-20T09:00:00Z' });
  await r.stages(p6, [['new_prospect', '2025-02-20T09:00:00Z'], ['enrolled', '2025-03-05T09:00:00Z']]);

  await r.activity({ type: 'call', outcome: 'positive_interaction', scheduledAt: '2025-03-05T10:00:00Z', createdAt: '2025-03-05T11:00:00Z' });
  await r.activity({ type: 'call', outcome: 'no_answer', scheduledAt: '2025-03-06T10:00:00Z', createdAt: '2025-03-06T11:00:00Z' });
  await r.activity({ type: 'call', status: 'scheduled', scheduledAt: '2025-03-30T10:00:00Z', createdAt: '2025-03-20T11:00:00Z' });
  await r.activity({ type: 'demo', outcome: 'sale_closed', createdAt: '2025-03-10T15:00:00Z' });
  await r.activity({ type: 'demo', status: 'cancelled', scheduledAt: '2025-03-12T10:00:00Z', createdAt: '2025-03-01T10:00:00Z' });
  await r.activity({ type: 'call', outcome: 'positive_interaction', scheduledAt: '2025-04-02T10:00:00Z', createdAt: '2025-03-31T10:00:00Z' });
  await r.activity({ type: 'email', outcome: 'left_message', scheduledAt: '2025-02-27T10:00:00Z', createdAt: '2025-03-02T10:00:00Z' });

  await r.commission({ type: 'product_sale', status: 'paid', amountCents: 5_000, date: '2025-03-03' });
  await r.commission({ type: 'product_sale', status: 'pending', amountCents: 2_500, date: '2025-03-20' });
  await r.commission({ type: 'team_bonus', status: 'paid', amountCents: 10_000, date: '2025-03-31' });
  await r.commission({ type: 'product_sale', status: 'cancelled', amountCents: 3_000, date: '2025-03-15' });
  await r.commission({ type: 'recruitment_bonus', status: 'paid', amountCents: 2_500, date: '2025-01-15' });
  await r.commission({ type: 'performance_bonus', status: 'paid', amountCents: 9_999, date: '2025-04-01' });
}
