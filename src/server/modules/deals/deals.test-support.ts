import type { FastifyInstance } from 'fastify';
import type { TDeal } from '../../../shared/deals/deals.schema.js';
import { localToday } from '../../../shared/deals/deals.rules.js';
import { call } from '../../test/test-app.js';
import { created } from '../../test/records.js';

/** A calendar date `days` from today (UTC), YYYY-MM-DD. */
export function inDays(days: number, from = localToday(new Date(), 'UTC')): string {
  const [y, m, d] = from.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** A valid `POST /api/deals` body. */
export function dealBody(overrides: Record<string, unknown> = {}) {
  return { title: 'Starter kits for the Lyon team', valueCents: 150_000, stage: 'proposal', closeDate: inDays(30), ...overrides };
}

export function postDeal(app: FastifyInstance, cookie: string, overrides: Record<string, unknown> = {}): Promise<TDeal> {
  return created<TDeal>(app, cookie, '/api/deals', dealBody(overrides));
}

export function patchDeal(app: FastifyInstance, cookie: string, id: string, body: unknown, headers?: Record<string, string>) {
  return call(app, 'PATCH', `/api/deals/${id}`, { cookie, body, headers });
}

/** `GET /api/deals?<query>`: the page, failing loudly on anything but 200. */
export async function listDeals(app: FastifyInstance, cookie: string, query = '') {
  const res = await call(app, 'GET', `/api/deals${query ? `?${query}` : ''}`, { cookie });
  if (res.statusCode !== 200) throw new Error(`GET /api/deals?${query}: ${res.statusCode} ${res.body}`);
  return res.json() as { items: TDeal[]; total: number; page: number; pageSize: number };
}
