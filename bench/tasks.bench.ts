import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TDatabase } from '../src/server/db/client.js';
import { tasks } from '../src/server/db/schema/index.js';
import { bulkTasks } from '../src/server/db/seed/large-data.js';
import { LARGE_SEED_ACCOUNT, LARGE_SEED_SIZES } from '../src/server/db/seed/large.js';
import { boardColumnStatement, boardTotalsStatement, taskFilter, taskListStatements } from '../src/server/modules/tasks/tasks.repository.js';
import { TASK_COLUMNS } from '../src/shared/tasks/tasks.constants.js';
import { TASK_BOARD_COLUMN_LIMIT, ZTaskListQuery } from '../src/shared/tasks/tasks.schema.js';
import { resultRow, timeMany } from './stats.js';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
/** The goals: p95 of the task list and the board for a seller with 20,000 tasks. */
export const TASKS_TARGET_P95_MS = { postgres: 30, pglite: 60 } as const;
const ORIGIN = 'http://localhost:3999';

interface TTaskCase {
  label: string;
  url: string;
  query: Record<string, string>;
  board?: boolean;
}

const CASES: TTaskCase[] = [
  { label: 'GET /api/tasks page 1 (20k tasks)', url: '/api/tasks?page=1&pageSize=20', query: {} },
  { label: 'GET /api/tasks?status=overdue (20k tasks)', url: '/api/tasks?status=overdue&page=1&pageSize=20', query: { status: 'overdue' } },
  { label: 'GET /api/tasks/board (20k tasks)', url: '/api/tasks/board', query: {}, board: true },
];

/** Seeds the tasks when a kept data directory (BENCH_PGLITE_DIR) predates them. */
async function ensureTasks(database: TDatabase, userId: string) {
  const [{ n }] = await database.db.select({ n: count() }).from(tasks).where(eq(tasks.userId, userId));
  if (n >= LARGE_SEED_SIZES.tasks) return;
  await bulkTasks(database.db, userId, LARGE_SEED_SIZES.tasks - n, n);
  await database.query('analyze tasks');
}

/** The statements the server runs for a case, as drizzle writes them, ready to run raw on the driver. */
function rawStatements(database: TDatabase, userId: string, c: TTaskCase): () => Promise<unknown> {
  const run = (q: { toSQL(): { sql: string; params: unknown[] } }) => {
    const { sql, params } = q.toSQL();
    return () => database.query(sql, params);
  };
  const query = ZTaskListQuery.parse(c.query);
  if (c.board) {
    const where = taskFilter(userId, query);
    const statements = [run(boardTotalsStatement(database.db, where)), ...TASK_COLUMNS.map((column) => run(boardColumnStatement(database.db, where, column, TASK_BOARD_COLUMN_LIMIT)))];
    return () => Promise.all(statements.map((s) => s()));
  }
  const { where, select, order } = taskListStatements(database.db, userId, query);
  const page = run(select.orderBy(...order).limit(query.pageSize).offset(0));
  const total = run(database.db.select({ n: count() }).from(tasks).where(where));
  return () => Promise.all([page(), total()]);
}

/**
 * The task list (page 1, and the overdue filter) and the kanban board of the bench seller's
 * 20,000 tasks through app.inject, beside the same statements run raw, side by side as the server
 * runs them.
 */
export async function benchTasks(app: FastifyInstance, database: TDatabase, userId: string) {
  await ensureTasks(database, userId);
  const signIn = await app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: { origin: ORIGIN, 'content-type': 'application/json' }, payload: JSON.stringify(LARGE_SEED_ACCOUNT) });
  if (signIn.statusCode !== 200) throw new Error(`sign-in failed: ${signIn.statusCode} ${signIn.body}`);
  const cookie = signIn.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const target = TASKS_TARGET_P95_MS[database.kind];
  const rows: Record<string, string | number>[] = [];
  for (const c of CASES) {
    const http = async () => {
      const res = await app.inject({ method: 'GET', url: c.url, headers: { cookie } });
      if (res.statusCode !== 200) throw new Error(`GET ${c.url}: ${res.statusCode} ${res.body}`);
      const body = res.json() as { items?: unknown[]; columns?: { items: unknown[] }[] };
      const shown = body.items?.length ?? body.columns!.reduce((sum, column) => sum + column.items.length, 0);
      if (shown === 0) throw new Error(`GET ${c.url} answered no tasks`);
    };
    const raw = rawStatements(database, userId, c);
    await timeMany(20, http);
    await timeMany(20, raw);
    const httpSamples = await timeMany(ITERATIONS, http);
    const rawSamples = await timeMany(ITERATIONS, raw);
    rows.push(resultRow(database.kind, c.label, httpSamples, rawSamples, target));
  }
  return rows;
}
