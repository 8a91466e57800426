import { sql } from 'drizzle-orm';
import type { TExecutor } from '../client.js';
import { PROSPECT_STATUSES } from '../../../shared/prospects/prospects.constants.js';
import { BUILT_IN_STAGES, DEFAULT_OPEN_STAGES, STAGE_PROBABILITY } from '../../../shared/deals/deals.constants.js';
import { LEAD_SCORE_RANGES } from '../../../shared/prospects/lead-score.rules.js';
import { RANK_QUALIFIERS_DEFAULT, type TRankQualifiers } from '../../../shared/team/rank.rules.js';
import type { TTeamMemberStatus } from '../../../shared/team/team.constants.js';
import { ranksOfTree, roleForRank, type TTreeNode } from './team-tree.js';

/**
 * Bulk rows generated inside the database (generate_series), so 100,000 contacts take seconds.
 * Names cycle through realistic first and last names; emails stay unique per owner.
 */
const FIRST = `array['Ana','Ben','Carla','David','Elena','Farid','Grace','Hugo','Irina','Jonas','Keiko','Liam','Mia','Noah','Olga','Pablo','Quinn','Rosa','Sven','Tara','Umar','Vera','Will','Ximena','Yusuf','Zoe','Amélie','Björn','Chloé','Dmitri']`;
const LAST = `array['Adams','Berger','Costa','Dubois','Evans','Fischer','García','Hansen','Ivanova','Jensen','Kowalski','Laurent','Moreau','Novak','Olsen','Petrov','Rossi','Schmidt','Torres','Weber','Müller','Nguyen','Smith','Kim','Silva']`;
const name = (arr: string, mul: number) => sql.raw(`(${arr})[1 + (g * ${mul}) % array_length(${arr}, 1)]`);
const sqlArray = (values: readonly (string | number)[]) => sql.raw(`array[${values.map((v) => (typeof v === 'number' ? v : `'${v}'`)).join(',')}]`);

export async function bulkContacts(db: TExecutor, userId: string, count: number, offset = 0) {
  await db.execute(sql`
    insert into contacts (user_id, first_name, last_name, email, phone, status, company)
    select ${userId}, ${name(FIRST, 7)}, ${name(LAST, 13)}, 'contact' || g || '@bulk.example', '+1 555 ' || lpad((g % 10000)::text, 4, '0'),
      (array['cold','warm','hot','customer'])[1 + g % 4], (array['Acme','Globex',null,'Initech'])[1 + g % 4]
    from generate_series(${offset + 1}::int, ${offset + count}::int) g`);
}

/** Prospect g: status g mod 7, and a lead score inside that status's band (the shared rule). */
const STATUS = sqlArray(PROSPECT_STATUSES);
const SCORE_MIN = sqlArray(PROSPECT_STATUSES.map((s) => LEAD_SCORE_RANGES[s].min));
const SCORE_SPAN = sqlArray(PROSPECT_STATUSES.map((s) => LEAD_SCORE_RANGES[s].max - LEAD_SCORE_RANGES[s].min + 1));

export async function bulkProspects(db: TExecutor, userId: string, count: number, offset = 0) {
  await db.execute(sql`
    insert into prospects (user_id, first_name, last_name, email, phone, status, source, lead_score)
    select ${userId}, ${name(FIRST, 11)}, ${name(LAST, 17)}, 'prospect' || g || '@bulk.example', '+1 555 ' || lpad((g % 10000)::text, 4, '0'),
      (${STATUS})[1 + g % ${PROSPECT_STATUSES.length}],
      (array['website','referral','social_media','event'])[1 + g % 4],
      (${SCORE_MIN})[1 + g % ${PROSPECT_STATUSES.length}] + (g * 37) % (${SCORE_SPAN})[1 + g % ${PROSPECT_STATUSES.length}]
    from generate_series(${offset + 1}::int, ${offset + count}::int) g`);
}

/**
 * The bench team: a balanced tree where member g (from 1) is sponsored by member g / 5, so each has
 * five recruits; every ninth is inactive, every 31st on leave. Ranks follow from the tree through
 * the rank qualifiers, and recruits join after their sponsors.
 */
export function bulkTeamPlan(count: number, qualifiers: TRankQualifiers = RANK_QUALIFIERS_DEFAULT) {
  const nodes: TTreeNode[] = Array.from({ length: count }, (_, i) => {
    const g = i + 1;
    const status: TTeamMemberStatus = g % 9 === 0 ? 'inactive' : g % 31 === 0 ? 'on_leave' : 'active';
    return { sponsor: g >= 5 ? Math.floor(g / 5) - 1 : null, status };
  });
  const ranks = ranksOfTree(nodes, qualifiers);
  return nodes.map((node, i) => ({ ...node, rank: ranks[i], role: roleForRank(ranks[i]), joinDay: Math.floor((i * 700) / count) }));
}

export async function bulkTeam(db: TExecutor, userId: string, count: number, qualifiers: TRankQualifiers = RANK_QUALIFIERS_DEFAULT) {
  const plan = bulkTeamPlan(count, qualifiers);
  const column = (f: (m: (typeof plan)[number]) => string | number | null) => plan.map((m) => f(m) ?? '').join(',');
  // One statement: ids derive from (owner, g), so a sponsor is known before its row exists; the
  // foreign key is checked at the end of the statement.
  await db.execute(sql`
    insert into team_members (id, user_id, first_name, last_name, email, rank, role, status, join_date, sponsor_id)
    select md5(${userId} || ':member:' || g)::uuid, ${userId}, ${name(FIRST, 5)}, ${name(LAST, 3)}, 'member' || g || '@bulk.example',
      p.rank, p.role, p.status, date '2024-01-01' + p.join_day::int,
      case when p.sponsor <> '' then md5(${userId} || ':member:' || (p.sponsor::int + 1))::uuid end
    from unnest(string_to_array(${column((m) => m.rank)}, ','), string_to_array(${column((m) => m.role)}, ','),
      string_to_array(${column((m) => m.status)}, ','), string_to_array(${column((m) => m.joinDay)}, ','),
      string_to_array(${column((m) => m.sponsor)}, ',')) with ordinality as p(rank, role, status, join_day, sponsor, g)`);
}

const TASK_VERBS = `array['Call back','Follow up with','Send samples to','Product demo with','Check in with','Welcome call with','Thank-you note to','Birthday message to']`;

/**
 * The bench seller's tasks, task g: about one of her first 500 prospects, contacts or team members
 * in turn (or nobody), due between a year ago and two months ahead (every tenth without a date),
 * 60% completed, 10% archived and the rest open (most of those overdue, as a busy seller's are);
 * every fifth with three subtasks, every tenth with a comment.
 */
export async function bulkTasks(db: TExecutor, userId: string, count: number, offset = 0) {
  const firstOf = (n: number) => sql`(select array_agg(id) from (select id from ${sql.raw(['prospects', 'contacts', 'team_members'][n])} where user_id = ${userId} order by id limit 500) s)`;
  await db.execute(sql`
    with people as (select ${firstOf(0)} as prospects, ${firstOf(1)} as contacts, ${firstOf(2)} as members),
    rows as (
      select g, ${name(FIRST, 7)} as first_name,
        case when g % 10 = 0 then null else date_trunc('day', now()) + ((g * 7919) % 425 - 365) * interval '1 day' + (8 + g % 10) * interval '1 hour' end as due_at,
        case when g % 20 < 12 then 'completed' when g % 20 < 14 then 'archived' else (array['pending','scheduled','inProgress'])[1 + g % 3] end as status
      from generate_series(${offset + 1}::int, ${offset + count}::int) g
    ),
    inserted as (
      insert into tasks (user_id, title, due_at, priority, status, completed_at, tags, estimated_hours, actual_hours, assignee_id, prospect_id, contact_id, team_member_id, created_at, updated_at)
      select ${userId}, (${sql.raw(TASK_VERBS)})[1 + r.g % 8] || ' ' || r.first_name, r.due_at, (array['low','medium','high','urgent'])[1 + (r.g / 3) % 4], r.status,
        case when r.status = 'completed' then least(now(), coalesce(r.due_at, now()) + interval '2 hours') end,
        case when r.g % 3 = 0 then array[]::text[] else array[(array['call','follow-up','event','team','content'])[1 + r.g % 5]] end,
        case when r.g % 4 = 0 then 0.5 + (r.g % 8) / 2.0 end,
        case when r.g % 4 = 0 and r.status = 'completed' then 0.25 + (r.g % 6) / 2.0 end,
        case when r.g % 7 = 0 then p.members[1 + r.g % greatest(1, coalesce(array_length(p.members, 1), 1))] end,
        case when r.g % 4 = 0 then p.prospects[1 + r.g % greatest(1, coalesce(array_length(p.prospects, 1), 1))] end,
        case when r.g % 4 = 1 then p.contacts[1 + r.g % greatest(1, coalesce(array_length(p.contacts, 1), 1))] end,
        case when r.g % 4 = 2 then p.members[1 + r.g % greatest(1, coalesce(array_length(p.members, 1), 1))] end,
        least(now(), coalesce(r.due_at, now()) - (3 + r.g % 10) * interval '1 day'),
        least(now(), coalesce(r.due_at, now()) - (3 + r.g % 10) * interval '1 day')
      from rows r, people p
      returning id, status, title
    ),
    subtasks as (
      insert into task_subtasks (user_id, task_id, title, done, position)
      select ${userId}, i.id, (array['Prepare','Send','Confirm'])[k + 1] || ' ' || lower(split_part(i.title, ' ', 1)), i.status = 'completed' or k = 0, k
      from inserted i, generate_series(0, 2) k where abs(hashtext(i.id::text)) % 5 = 0
    )
    insert into task_comments (user_id, task_id, author_id, body)
    select ${userId}, i.id, ${userId}, 'Talked about the next order.' from inserted i where abs(hashtext(i.id::text)) % 10 = 1`);
}

const DEAL_KINDS = `array['Starter kit for','Product bundle for','Team pack for','Reorder for','Gift boxes for','Autoship plan for']`;
const DEAL_STAGES = sqlArray(BUILT_IN_STAGES);
const DEAL_PROBABILITY = sqlArray(BUILT_IN_STAGES.map((s) => STAGE_PROBABILITY[s]));

/**
 * Deals of a bench seller, deal g: stage g mod 7 with its usual probability, $150 to $12,000, about
 * one of her first 500 contacts in turn (their company with it) and every third about nobody;
 * open ones close between a month ago and three months ahead, closed ones closed in the last five
 * months (history: `created`, then the move that closed them). Tags and notes on some.
 */
export async function bulkDeals(db: TExecutor, userId: string, count: number, offset = 0) {
  await db.execute(sql`
    with people as (select array_agg(id order by id) as ids, array_agg(company order by id) as companies from (select id, company from contacts where user_id = ${userId} order by id limit 500) s),
    rows as (
      select g, ${name(FIRST, 7)} as first_name, 1 + g % ${BUILT_IN_STAGES.length} as k,
        case when g % 3 = 0 then null else 1 + g % 500 end as person
      from generate_series(${offset + 1}::int, ${offset + count}::int) g
    ),
    dated as (
      select r.*, (${DEAL_STAGES})[r.k] as stage, (${DEAL_PROBABILITY})[r.k] as probability,
        current_date + case when r.k > ${DEFAULT_OPEN_STAGES.length} then -1 - (r.g * 7919) % 150 else (r.g * 7919) % 120 - 30 end as close_date
      from rows r
    ),
    inserted as (
      insert into deals (user_id, title, value_cents, probability, stage, start_date, close_date, actual_close_at, contact_id, company, tags, notes, stage_changed_at, version, created_at, updated_at)
      select ${userId}, (${sql.raw(DEAL_KINDS)})[1 + d.g % 6] || ' ' || d.first_name, 15000 + (d.g::bigint * 104729) % 1185001, d.probability, d.stage,
        d.close_date - (20 + d.g % 70), d.close_date,
        case when d.k > ${DEFAULT_OPEN_STAGES.length} then d.close_date + time '15:00' end,
        p.ids[d.person], p.companies[d.person],
        case when d.g % 4 = 0 then array[]::text[] else array[(array['starter-kit','bundle','team-pack','reorder','event'])[1 + d.g % 5]] end,
        case when d.g % 5 = 0 then 'Asked for the volume price list.' end,
        least(now(), coalesce(d.close_date + time '15:00', (d.close_date - (20 + d.g % 70)) + time '09:00')),
        case when d.k > ${DEFAULT_OPEN_STAGES.length} then 2 else 1 end,
        least(now(), (d.close_date - (20 + d.g % 70)) + time '09:00'),
        least(now(), case when d.k > ${DEFAULT_OPEN_STAGES.length} then d.close_date + time '15:00' else (d.close_date - (20 + d.g % 70)) + time '09:00' end)
      from dated d, people p
      returning id, stage, probability, created_at, actual_close_at
    ),
    created as (
      insert into deal_activity (deal_id, user_id, action, details, created_at)
      select id, ${userId}, 'created', '{}'::jsonb, created_at from inserted
    )
    insert into deal_activity (deal_id, user_id, action, details, created_at)
    select id, ${userId}, 'update', jsonb_build_object('stage', jsonb_build_object('from', 'negotiation', 'to', stage), 'probability', jsonb_build_object('from', ${STAGE_PROBABILITY.negotiation}::int, 'to', probability)), actual_close_at
    from inserted where actual_close_at is not null`);
}
