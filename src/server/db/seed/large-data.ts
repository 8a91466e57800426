import { sql } from 'drizzle-orm';
import type { TExecutor } from '../client.js';

/**
 * Bulk rows generated inside the database (generate_series), so 100,000 contacts take seconds.
 * Names cycle through realistic first and last names; emails stay unique per owner.
 */
const FIRST = `array['Ana','Ben','Carla','David','Elena','Farid','Grace','Hugo','Irina','Jonas','Keiko','Liam','Mia','Noah','Olga','Pablo','Quinn','Rosa','Sven','Tara','Umar','Vera','Will','Ximena','Yusuf','Zoe','Amélie','Björn','Chloé','Dmitri']`;
const LAST = `array['Adams','Berger','Costa','Dubois','Evans','Fischer','García','Hansen','Ivanova','Jensen','Kowalski','Laurent','Moreau','Novak','Olsen','Petrov','Rossi','Schmidt','Torres','Weber','Müller','Nguyen','Smith','Kim','Silva']`;
const name = (arr: string, mul: number) => sql.raw(`(${arr})[1 + (g * ${mul}) % array_length(${arr}, 1)]`);

export async function bulkContacts(db: TExecutor, userId: string, count: number, offset = 0) {
  await db.execute(sql`
    insert into contacts (user_id, first_name, last_name, email, phone, status, company)
    select ${userId}, ${name(FIRST, 7)}, ${name(LAST, 13)}, 'contact' || g || '@bulk.example', '+1 555 ' || lpad((g % 10000)::text, 4, '0'),
      (array['cold','warm','hot','customer'])[1 + g % 4], (array['Acme','Globex',null,'Initech'])[1 + g % 4]
    from generate_series(${offset + 1}::int, ${offset + count}::int) g`);
}

export async function bulkProspects(db: TExecutor, userId: string, count: number, offset = 0) {
  await db.execute(sql`
    insert into prospects (user_id, first_name, last_name, email, phone, status, source, lead_score)
    select ${userId}, ${name(FIRST, 11)}, ${name(LAST, 17)}, 'prospect' || g || '@bulk.example', '+1 555 ' || lpad((g % 10000)::text, 4, '0'),
      (array['cold_lead','warm_prospect','interested','demo_scheduled','follow_up','enrolled','not_interested'])[1 + g % 7],
      (array['website','referral','social_media','event'])[1 + g % 4], g % 101
    from generate_series(${offset + 1}::int, ${offset + count}::int) g`);
}

/** Team members in a balanced tree: member g is sponsored by member g / 5 (five recruits each). */
export async function bulkTeam(db: TExecutor, userId: string, count: number) {
  await db.execute(sql`
    insert into team_members (user_id, first_name, last_name, email, rank, role, status, join_date)
    select ${userId}, ${name(FIRST, 5)}, ${name(LAST, 3)}, 'member' || g || '@bulk.example',
      (array['associate','associate','bronze','silver','gold','platinum'])[1 + g % 6],
      (array['partner','team_leader','mentor'])[1 + g % 3], case when g % 9 = 0 then 'inactive' else 'active' end,
      date '2024-01-01' + (g % 700)
    from generate_series(1, ${count}::int) g`);
  await db.execute(sql`
    with numbered as (select id, row_number() over (order by email) as n from team_members where user_id = ${userId})
    update team_members t set sponsor_id = parent.id
    from numbered child join numbered parent on parent.n = child.n / 5
    where t.id = child.id and child.n >= 5`);
}
