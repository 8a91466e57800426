import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { TDatabase } from '../src/server/db/client.js';
import { deals, user } from '../src/server/db/schema/index.js';
import { createVerifiedAccount } from '../src/server/db/seed/demo-accounts.js';
import { bulkContacts } from '../src/server/db/seed/large-data.js';
import { LARGE_SEED_ACCOUNT } from '../src/server/db/seed/large.js';
import { boardCardsStatement, dealFilter, dealListStatements, dealOrder, keptBoardTotalsStatement, lockDealStatement } from '../src/server/modules/deals/deal-query.repository.js';
import { dealSettingsStatement, insertDealActivityStatement, updateDealStatement } from '../src/server/modules/deals/deals.repository.js';
import { forecastRanges } from '../src/server/modules/deals/deals.service.js';
import { BOARD_CARDS_PER_STAGE, DEFAULT_OPEN_STAGES } from '../src/shared/deals/deals.constants.js';
import { localToday, pipelineStages, stageProbability } from '../src/shared/deals/deals.rules.js';
import { ZDealListQuery } from '../src/shared/deals/deals.schema.js';
import { resultRow, timeMany } from './stats.js';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
/** The issue's goals: the board's first load and a stage move with its history row, for a seller with 50,000 deals. */
export const DEALS_TARGET_P95_MS = { board: { postgres: 40, pglite: 80 }, move: { postgres: 20, pglite: 20 } } as const;
export const DEALS_BENCH_ACCOUNT = { email: 'deals@upline.local', password: LARGE_SEED_ACCOUNT.password };
export const DEALS_BENCH_SIZES = { deals: 50_000, contacts: 2_000, otherSellers: 2, otherDeals: 25_000 };
const BATCH = 25_000;

/** Ten slots a deal's stage is drawn from: the early stages and the outcomes hold more deals. */
const SLOTS = ['lead_generation', 'lead_generation', 'qualification', 'qualification', 'contacted', 'proposal', 'negotiation', 'closed_won', 'closed_won', 'closed_lost'];
const slotArray = (values: (string | number)[]) => sql.raw(`(array[${values.map((v) => (typeof v === 'number' ? v : `'${v}'`)).join(',')}])`);

/**
 * Deal g of a seller: a stage by slot, its usual probability, values up to 50,000, close dates from
 * three months back to nine ahead, entered its stage within the last year, half of them with one
 * of the seller's contacts, some tagged.
 */
async function bulkDeals(database: TDatabase, userId: string, count: number, offset: number) {
  await database.db.execute(sql`
    insert into deals (user_id, title, value_cents, probability, stage, close_date, actual_close_at, contact_id, company, tags, stage_changed_at, created_at, updated_at)
    select ${userId}, (array['Starter kits','Wellness bundle','Team order','Skincare line','Nutrition plan','Event package'])[1 + g % 6] || ' #' || g,
      1000 + (g::bigint * 7919) % 5000000, ${slotArray(SLOTS.map(stageProbability))}[s.k], ${slotArray(SLOTS)}[s.k],
      current_date + ((g * 13) % 360 - 90), case when s.k >= 8 then t.at end,
      case when g % 2 = 0 then c.ids[1 + g % greatest(cardinality(c.ids), 1)] end,
      (array['Acme','Globex',null,'Initech','Umbrella'])[1 + g % 5],
      case g % 4 when 0 then array['vip'] when 1 then array['q2','kits'] else '{}'::text[] end,
      t.at, t.at - interval '3 days', t.at
    from generate_series(${offset + 1}::int, ${offset + count}::int) g
    cross join lateral (select 1 + (g * 31) % 10 as k) s
    cross join lateral (select now() - ((g * 7) % 31536000) * interval '1 second' as at) t
    cross join (select array_agg(id) as ids from contacts where user_id = ${userId}) c`);
}

async function accountId(app: FastifyInstance, email: string, name: string): Promise<{ id: string; fresh: boolean }> {
  const [existing] = await app.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  if (existing) return { id: existing.id, fresh: false };
  const id = await createVerifiedAccount(app, { role: 'user', email, password: DEALS_BENCH_ACCOUNT.password, name, metadata: { firstName: name.split(' ')[0], lastName: 'Seller' } });
  return { id, fresh: true };
}

/** The deals seller and two others (their deals share the table and its indexes); once per data directory. */
export async function seedDeals(app: FastifyInstance, database: TDatabase, log: (m: string) => void): Promise<string> {
  const seller = await accountId(app, DEALS_BENCH_ACCOUNT.email, 'Deals Seller');
  if (!seller.fresh) return seller.id;
  const started = Date.now();
  const owners = [{ id: seller.id, deals: DEALS_BENCH_SIZES.deals }];
  for (let i = 1; i <= DEALS_BENCH_SIZES.otherSellers; i++) owners.push({ id: (await accountId(app, `deals-other${i}@bulk.example`, 'Other Seller')).id, deals: DEALS_BENCH_SIZES.otherDeals });
  for (const owner of owners) {
    await bulkContacts(database.db, owner.id, DEALS_BENCH_SIZES.contacts);
    for (let done = 0; done < owner.deals; done += BATCH) await bulkDeals(database, owner.id, Math.min(BATCH, owner.deals - done), done);
  }
  await database.query('vacuum analyze deals');
  await database.query('vacuum analyze contacts');
  log(`deals seller: ${DEALS_BENCH_SIZES.deals} deals, ${DEALS_BENCH_SIZES.otherSellers} others with ${DEALS_BENCH_SIZES.otherDeals} each (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return seller.id;
}

type TStatement = { toSQL(): { sql: string; params: unknown[] } };
const rawText = (q: TStatement) => q.toSQL();

/** Statements in one transaction on one connection: a dedicated client on PostgreSQL, the one session of PGlite. */
async function transactionRunner(app: FastifyInstance, database: TDatabase) {
  if (database.kind === 'pglite') {
    return { run: async (statements: { sql: string; params: unknown[] }[]) => {
      await database.query('begin');
      for (const s of statements) await database.query(s.sql, s.params);
      await database.query('commit');
    }, close: async () => {} };
  }
  const client = new pg.Client({ connectionString: app.config.databaseUrl });
  await client.connect();
  return {
    run: async (statements: { sql: string; params: unknown[] }[]) => {
      await client.query('begin');
      for (const s of statements) await client.query(s.sql, s.params);
      await client.query('commit');
    },
    close: () => client.end(),
  };
}

/**
 * The pipeline of a seller with 50,000 deals: the board's first load (every stage's count, value and
 * weighted value, the forecast, and the first 25 cards of each of the seven stages), a column's
 * next page, and a stage move with its history row, through app.inject beside the same statements
 * run raw (the board's side by side as the server runs them, the move's in one transaction).
 */
export async function benchDeals(app: FastifyInstance, database: TDatabase, log: (m: string) => void = console.log) {
  const userId = await seedDeals(app, database, log);
  const signIn = await app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: { origin: 'http://localhost:3999', 'content-type': 'application/json' }, payload: JSON.stringify(DEALS_BENCH_ACCOUNT) });
  if (signIn.statusCode !== 200) throw new Error(`sign-in failed: ${signIn.statusCode} ${signIn.body}`);
  const cookie = signIn.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const get = async (url: string) => {
    const res = await app.inject({ method: 'GET', url, headers: { cookie } });
    if (res.statusCode !== 200) throw new Error(`GET ${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const rows: Record<string, string | number>[] = [];
  const measure = async (label: string, http: () => Promise<unknown>, raw: () => Promise<unknown>, target: number) => {
    await timeMany(20, http);
    await timeMany(20, raw);
    rows.push(resultRow(database.kind, label, await timeMany(ITERATIONS, http), await timeMany(ITERATIONS, raw), target));
  };
  const run = (q: TStatement) => () => database.query(rawText(q).sql, rawText(q).params);
  const stages = pipelineStages([]);
  const days = { today: localToday(new Date(), 'UTC'), timeZone: 'UTC' };
  const where = dealFilter(userId, {}, days);
  const boardTarget = DEALS_TARGET_P95_MS.board[database.kind];

  const settings = run(dealSettingsStatement(database.db, userId));
  const board = [run(keptBoardTotalsStatement(database.db, userId, forecastRanges(days.today))), run(boardCardsStatement(database.db, where, stages, BOARD_CARDS_PER_STAGE))];
  await measure(
    'GET /api/deals/board (50k deals)',
    async () => {
      const body = (await get('/api/deals/board')) as { stages: { count: number; items: unknown[] }[] };
      if (body.stages.reduce((n, s) => n + s.count, 0) !== DEALS_BENCH_SIZES.deals) throw new Error('the board does not count every deal');
    },
    async () => {
      await settings();
      await Promise.all(board.map((s) => s()));
    },
    boardTarget,
  );

  const query = ZDealListQuery.parse({ stage: 'proposal', page: 2, pageSize: BOARD_CARDS_PER_STAGE });
  const listWhere = dealFilter(userId, query, days);
  const { select, order } = dealListStatements(database.db, listWhere, dealOrder(query.sort, stages));
  const page = run(select.orderBy(...order).limit(query.pageSize).offset(query.pageSize));
  const total = run(database.db.select({ n: sql`count(*)` }).from(deals).where(listWhere));
  await measure('GET /api/deals?stage=proposal&page=2 (a column’s next cards)', () => get(`/api/deals?stage=proposal&page=2&pageSize=${BOARD_CARDS_PER_STAGE}`), async () => {
    await settings();
    await Promise.all([page(), total()]);
  }, boardTarget);

  // Stage moves: open deals in turn, each to the next open stage, so every PATCH really moves.
  const open = await database.query<{ id: string; stage: string }>(`select id, stage from deals where user_id = $1 and stage not in ('closed_won', 'closed_lost') order by id limit 2000`, [userId]);
  const nextStage = (stage: string) => DEFAULT_OPEN_STAGES[(DEFAULT_OPEN_STAGES.indexOf(stage as (typeof DEFAULT_OPEN_STAGES)[number]) + 1) % DEFAULT_OPEN_STAGES.length];
  let i = 0;
  const move = () => {
    const deal = open[i++ % open.length];
    deal.stage = nextStage(deal.stage);
    return deal;
  };
  const transaction = await transactionRunner(app, database);
  try {
    await measure(
      'PATCH /api/deals/:id stage move + history row (50k deals)',
      async () => {
        const deal = move();
        const res = await app.inject({ method: 'PATCH', url: `/api/deals/${deal.id}`, headers: { cookie, origin: 'http://localhost:3999', 'content-type': 'application/json' }, payload: JSON.stringify({ stage: deal.stage }) });
        if (res.statusCode !== 200) throw new Error(`PATCH: ${res.statusCode} ${res.body}`);
      },
      () => {
        const deal = move();
        const now = new Date();
        return transaction.run([
          rawText(dealSettingsStatement(database.db, userId, { lock: true })),
          rawText(lockDealStatement(database.db, userId, deal.id)),
          rawText(updateDealStatement(database.db, userId, deal.id, { stage: deal.stage, probability: stageProbability(deal.stage), stageChangedAt: now, actualCloseAt: null })),
          rawText(insertDealActivityStatement(database.db, userId, deal.id, 'update', { stage: { from: 'x', to: deal.stage } })),
        ]);
      },
      DEALS_TARGET_P95_MS.move[database.kind],
    );
  } finally {
    await transaction.close();
  }
  return rows;
}
