import type { Request as TCannonRequest } from 'autocannon';
import { sellerLoop, type TAckedWrite, type TLoopContext } from './scenario.js';

/** A non-2xx answer or a write the generator saw fail, with when it happened (ms since the epoch). */
export interface TFailure {
  at: number;
  status: number;
  path: string;
}

/** `app: <code>` for the app's error shape, else the answer came from the load balancer. */
function errorSource(body: string): string {
  try {
    return `app: ${(JSON.parse(body) as { error: { code: string } }).error.code}`;
  } catch {
    return 'HAProxy';
  }
}

/** How far ahead each loop's task reminder falls due: the schedulers of every instance race for it. */
const REMINDER_AHEAD_MS = 3_000;

/**
 * The seller loop of `bench:load` plus every other module's reads and writes, for the scale-out
 * rehearsal: a task with a reminder due a few seconds later (the schedulers claim it), a deal, a
 * goal, their lists and board, the calendar, the global search, and the read-heavy reports that
 * `DATABASE_READ_URL` serves (detailed reports, team analytics; the users have started their trial
 * (`startTrials`), so premium). Six writes for twelve reads per loop.
 */
export function modulesLoop(baseUrl: string, acked: TAckedWrite[], failures: TFailure[]): TCannonRequest[] {
  let seq = 0;
  const headers = (ctx: TLoopContext, json: boolean) => ({ cookie: ctx.user?.cookie ?? '', origin: baseUrl, ...(json && { 'content-type': 'application/json' }) });
  const get = (path: string): TCannonRequest => ({ method: 'GET', path, setupRequest: (req, ctx) => ({ ...req, headers: headers(ctx as TLoopContext, false) }) });
  const post = (path: string, body: (c: TLoopContext) => unknown, kind: TAckedWrite['kind']): TCannonRequest => ({
    method: 'POST',
    path,
    setupRequest: (req, ctx) => ({ ...req, headers: headers(ctx as TLoopContext, true), body: JSON.stringify(body(ctx as TLoopContext)) }),
    onResponse: (status, body, ctx) => {
      const c = ctx as TLoopContext;
      if (status === 201) acked.push({ kind, id: (JSON.parse(body) as { id: string }).id, userId: c.user.id });
    },
  });
  const today = () => new Date().toISOString().slice(0, 10);
  const month = () => {
    const now = Date.now();
    return `from=${new Date(now - 14 * 86_400_000).toISOString()}&to=${new Date(now + 14 * 86_400_000).toISOString()}`;
  };
  const requests: TCannonRequest[] = [
    ...sellerLoop(baseUrl, acked),
    post('/api/tasks', () => ({ title: `Load task ${++seq}`, remindAt: new Date(Date.now() + REMINDER_AHEAD_MS).toISOString(), priority: 'medium' }), 'task'),
    get('/api/tasks?pageSize=20'),
    post('/api/deals', () => ({ title: `Load deal ${++seq}`, valueCents: 125_000, stage: 'proposal', closeDate: today(), company: 'Load Co' }), 'deal'),
    get('/api/deals/board'),
    post('/api/goals', () => ({ title: `Load goal ${++seq}`, type: 'calls_made', targetValue: 10 }), 'goal'),
    get('/api/goals'),
    { method: 'GET', path: '/api/calendar', setupRequest: (req, ctx) => ({ ...req, path: `/api/calendar?${month()}`, headers: headers(ctx as TLoopContext, false) }) },
    { method: 'POST', path: '/api/search', setupRequest: (req, ctx) => ({ ...req, headers: headers(ctx as TLoopContext, true), body: JSON.stringify({ query: 'load', filters: ['prospects', 'contacts', 'tasks', 'deals'] }) }) },
    get('/api/reports/detailed?period=last_30_days'),
    get('/api/team-analytics'),
  ];
  // Every answer outside 2xx is kept with its time (the kill phase tells in-flight failures from
  // later ones) and who gave it: the app answers JSON with an error code, HAProxy does not.
  return requests.map((r) => {
    const own = r.onResponse as ((status: number, body: string, ctx: object, headers?: unknown) => void) | undefined;
    return {
      ...r,
      onResponse: (status: number, body: string, ctx: object, responseHeaders?: unknown) => {
        if (status < 200 || status > 299) failures.push({ at: Date.now(), status, path: `${r.path ?? ''} (${errorSource(body)})` });
        own?.(status, body, ctx, responseHeaders);
      },
    } as TCannonRequest;
  });
}
