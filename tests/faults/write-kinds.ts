import { request, type TClient } from './http.js';

export type TQuery = <T = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<T[]>;

export interface TAck {
  n: number;
  id: string;
}

export interface TFindings {
  partial: string[];
  lost: string[];
}

export interface TFaultContext {
  userId: string;
  teamId: string;
}

/** A write that touches several rows in one transaction, and how to tell it was kept whole. */
export interface TWriteKind {
  name: string;
  /** Parallel request loops while the server runs; 1 keeps the order of the writes. */
  concurrency: number;
  /** Sends write number n; answers what the server acknowledged (a 2xx), or undefined. */
  send(client: TClient, ctx: TFaultContext, n: number): Promise<TAck | undefined>;
  /** After a kill: broken invariants, and acknowledged writes that are missing. */
  check(query: TQuery, ctx: TFaultContext, acked: TAck[]): Promise<TFindings>;
}

async function created(client: TClient, method: string, path: string, body: unknown, n: number): Promise<TAck | undefined> {
  const res = await request(client, method, path, body);
  return res.status >= 200 && res.status < 300 ? { n, id: (res.json as { id?: string; userId?: string }).id ?? String(n) } : undefined;
}

async function missing(query: TQuery, table: string, acked: TAck[]): Promise<string[]> {
  if (!acked.length) return [];
  const rows = await query<{ id: string }>(`select id::text from ${table} where id = any($1::uuid[])`, [acked.map((a) => a.id)]);
  const found = new Set(rows.map((r) => r.id));
  return acked.filter((a) => !found.has(a.id)).map((a) => `acknowledged ${table} ${a.id} is missing`);
}

/** Letters only (profile names refuse digits): 0 → "a", 27 → "bb". */
const lettersOf = (n: number) => n.toString(26).split('').map((d) => String.fromCharCode(97 + parseInt(d, 26))).join('');

export const WRITE_KINDS: TWriteKind[] = [
  {
    name: 'prospect + upserted contact',
    concurrency: 4,
    send: (client, _ctx, n) => created(client, 'POST', '/api/prospects', { firstName: 'Fault', lastName: 'Prospect', email: `fp${n}@example.com`, phone: '+1 555 010 3030' }, n),
    async check(query, ctx, acked) {
      const orphans = await query<{ id: string }>(
        'select p.id::text from prospects p where p.user_id = $1 and not exists (select 1 from contacts c where c.user_id = p.user_id and lower(c.email) = lower(p.email))',
        [ctx.userId],
      );
      return { partial: orphans.map((o) => `prospect ${o.id} has no contact`), lost: await missing(query, 'prospects', acked) };
    },
  },
  {
    name: 'team member joining a custom team',
    concurrency: 4,
    send: (client, ctx, n) => created(client, 'POST', '/api/team-members', { firstName: 'Fault', lastName: 'Member', email: `fm${n}@example.com`, customTeamId: ctx.teamId }, n),
    async check(query, ctx, acked) {
      const outside = await query<{ id: string }>(
        "select t.id::text from team_members t where t.user_id = $1 and t.email like 'fm%@example.com' and not exists (select 1 from custom_team_members m where m.team_member_id = t.id and m.team_id = $2)",
        [ctx.userId, ctx.teamId],
      );
      const noContact = await query<{ id: string }>(
        'select t.id::text from team_members t where t.user_id = $1 and not exists (select 1 from contacts c where c.user_id = t.user_id and lower(c.email) = lower(t.email))',
        [ctx.userId],
      );
      const dangling = await query<{ id: string }>(
        'select m.id::text from custom_team_members m left join team_members t on t.id = m.team_member_id left join user_defined_teams d on d.id = m.team_id where t.id is null or d.id is null',
      );
      return {
        partial: [
          ...outside.map((o) => `team member ${o.id} is not in its custom team`),
          ...noContact.map((o) => `team member ${o.id} has no contact`),
          ...dangling.map((o) => `membership ${o.id} points to a missing row`),
        ],
        lost: await missing(query, 'team_members', acked),
      };
    },
  },
  {
    name: 'contact + alsoAddAsProspect',
    concurrency: 4,
    send: (client, _ctx, n) => created(client, 'POST', '/api/contacts', { firstName: 'Fault', lastName: 'Contact', email: `fc${n}@example.com`, alsoAddAsProspect: true }, n),
    async check(query, ctx, acked) {
      const alone = await query<{ id: string }>(
        "select c.id::text from contacts c where c.user_id = $1 and c.email like 'fc%@example.com' and not exists (select 1 from prospects p where p.user_id = c.user_id and lower(p.email) = lower(c.email))",
        [ctx.userId],
      );
      return { partial: alone.map((o) => `contact ${o.id} has no prospect`), lost: await missing(query, 'contacts', acked) };
    },
  },
  {
    name: 'profile update (PATCH /api/me)',
    concurrency: 1,
    async send(client, _ctx, n) {
      const token = lettersOf(n);
      const res = await request(client, 'PATCH', '/api/me', { firstName: `F${token}`, lastName: `L${token}`, company: `Company ${n}`, address: `${n} Main Street` });
      return res.status === 200 ? { n, id: String(n) } : undefined;
    },
    async check(query, ctx, acked) {
      const [row] = await query<{ first_name: string; last_name: string; company: string; address: string; name: string }>(
        'select first_name, last_name, company, address, name from user_profiles where user_id = $1',
        [ctx.userId],
      );
      if (!row?.company?.startsWith('Company ')) return { partial: [], lost: acked.length ? ['the profile holds none of the acknowledged updates'] : [] };
      const n = Number(row.company.slice('Company '.length));
      const token = lettersOf(n);
      const whole = row.first_name === `F${token}` && row.last_name === `L${token}` && row.address === `${n} Main Street` && row.name === `F${token} L${token}`;
      const last = Math.max(-1, ...acked.map((a) => a.n));
      return {
        partial: whole ? [] : [`profile mixes updates: ${JSON.stringify(row)}`],
        lost: n < last ? [`profile holds update ${n}, but update ${last} was acknowledged`] : [],
      };
    },
  },
];

/** Invariants across every kind: the trigger-kept per-owner counters and search names match the rows. */
export async function countersMatch(query: TQuery, userId: string): Promise<string[]> {
  const rows = await query<{ entity: string; n: string; actual: string }>(
    `select c.entity, c.n::text, (case c.entity
        when 'prospects' then (select count(*) from prospects where user_id = $1)
        when 'contacts' then (select count(*) from contacts where user_id = $1)
        when 'team_members' then (select count(*) from team_members where user_id = $1)
        when 'activities' then (select count(*) from activities where user_id = $1)
        when 'goals' then (select count(*) from goals where user_id = $1) end)::text as actual
     from owner_counts c where c.user_id = $1`,
    [userId],
  );
  const names = await query<{ kind: string; term: string; kept: string; actual: string }>(
    `with actual as (
        select 'contacts' as kind, upline_fold(first_name || ' ' || last_name) as term, count(*) as n from contacts where user_id = $1 group by 2
        union all select 'prospects', upline_fold(first_name || ' ' || last_name), count(*) from prospects where user_id = $1 group by 2
        union all select 'teamMembers', upline_fold(first_name || ' ' || last_name), count(*) from team_members where user_id = $1 group by 2
        union all select 'tasks', upline_fold(title), count(*) from tasks where user_id = $1 group by 2
        union all select 'deals', term, count(*) from (select upline_fold(title) as term from deals where user_id = $1
          union all select upline_fold(company) from deals where user_id = $1) d where term is not null group by 2)
     select coalesce(a.kind, s.kind) as kind, coalesce(a.term, s.term) as term, coalesce(s.rows, 0)::text as kept, coalesce(a.n, 0)::text as actual
     from actual a full join (select * from search_terms where user_id = $1) s on s.kind = a.kind and s.term = a.term
     where s.rows is distinct from a.n`,
    [userId],
  );
  return [
    ...rows.filter((r) => r.n !== r.actual).map((r) => `owner_counts ${r.entity} says ${r.n}, the table has ${r.actual}`),
    ...names.map((r) => `search_terms ${r.kind} "${r.term}" says ${r.kept}, the table has ${r.actual}`),
  ];
}
