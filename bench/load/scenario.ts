import type { Request as TCannonRequest } from 'autocannon';
import type { TLoadUser } from './users.js';

/** A write the server acknowledged with a 2xx, to look for once the run is over. */
export interface TAckedWrite {
  kind: 'prospect' | 'activity' | 'prospect-notes' | 'task' | 'deal' | 'goal';
  id: string;
  userId: string;
  /** For a PATCH: the value the server confirmed. */
  value?: string;
}

export interface TLoopContext {
  user: TLoadUser;
  prospectId?: string;
}

/**
 * One signed-in seller's loop, repeated by each connection: lists, a new prospect (with its
 * contact), the dashboard, a PATCH of that prospect, a new activity on it, people search.
 * Five reads for three writes.
 */
export function sellerLoop(baseUrl: string, acked: TAckedWrite[]): TCannonRequest[] {
  let seq = 0;
  // autocannon builds each connection's first request before setupClient hands it a user.
  const headers = (ctx: TLoopContext, json: boolean) => ({ cookie: ctx.user?.cookie ?? '', origin: baseUrl, ...(json && { 'content-type': 'application/json' }) });
  const get = (path: string): TCannonRequest => ({ method: 'GET', path, setupRequest: (req, ctx) => ({ ...req, headers: headers(ctx as TLoopContext, false) }) });
  const idOf = (body: string) => (JSON.parse(body) as { id: string }).id;
  return [
    get('/api/prospects?pageSize=20'),
    {
      method: 'POST',
      path: '/api/prospects',
      setupRequest: (req, ctx) => {
        seq += 1;
        const c = ctx as TLoopContext;
        return { ...req, headers: headers(c, true), body: JSON.stringify({ firstName: 'Load', lastName: `Prospect${seq}`, email: `p${seq}.${c.user.id.slice(0, 8)}@example.com`, status: 'interested' }) };
      },
      onResponse: (status, body, ctx) => {
        const c = ctx as TLoopContext;
        if (status !== 201) return;
        c.prospectId = idOf(body);
        acked.push({ kind: 'prospect', id: c.prospectId, userId: c.user.id });
      },
    },
    get('/api/dashboard/summary'),
    {
      method: 'PATCH',
      path: '/api/prospects',
      setupRequest: (req, ctx) => {
        const c = ctx as TLoopContext;
        seq += 1;
        if (!c.prospectId) return { ...req, method: 'GET', path: '/api/prospects', headers: headers(c, false) };
        return { ...req, path: `/api/prospects/${c.prospectId}`, headers: headers(c, true), body: JSON.stringify({ notes: `note-${seq}`, leadScore: seq % 100 }) };
      },
      onResponse: (status, body, ctx) => {
        const c = ctx as TLoopContext;
        if (status !== 200 || !c.prospectId) return;
        acked.push({ kind: 'prospect-notes', id: c.prospectId, userId: c.user.id, value: (JSON.parse(body) as { notes: string }).notes });
      },
    },
    {
      method: 'POST',
      path: '/api/activities',
      setupRequest: (req, ctx) => {
        const c = ctx as TLoopContext;
        return { ...req, headers: headers(c, true), body: JSON.stringify({ title: 'Load call', type: 'call', ...(c.prospectId && { prospectId: c.prospectId }) }) };
      },
      onResponse: (status, body, ctx) => {
        const c = ctx as TLoopContext;
        if (status === 201) acked.push({ kind: 'activity', id: idOf(body), userId: c.user.id });
      },
    },
    get('/api/activities?pageSize=20'),
    get('/api/people?q=Load&pageSize=20'),
    get('/api/contacts?pageSize=20'),
  ];
}
