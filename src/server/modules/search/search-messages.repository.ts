import { sql, type SQL } from 'drizzle-orm';
import type { TDb } from '../../db/client.js';
import { queryRows } from '../../lib/sql.js';
import { escapeLike } from '../../lib/list.js';

export interface TMessageSearchRow {
  id: string;
  subject: string;
  status: string;
  /** The text around the first match (or the ticket's opening lines when only the subject matched). */
  snippet: string;
  /** Whether the snippet starts inside its text, after a cut. */
  cut: boolean;
}

/** Characters of context kept before a match, and the snippet's length. */
const SNIPPET_BEFORE = 40;
const SNIPPET_LENGTH = 140;

/**
 * The owner's support tickets whose subject, message or thread holds the query, case and accents
 * aside: subject matches first, then newest activity. A user has few tickets, so their rows are
 * read through the owner index and matched one by one.
 */
export function searchMessagesSql(userId: string, query: string, limit: number): SQL {
  const needle = sql`upline_fold(${query})`;
  const pattern = sql`'%' || upline_fold(${escapeLike(query)}) || '%'`;
  return sql`
    with hits as (
      select t.id, t.subject, t.status, t.updated_at, t.message,
        upline_fold(t.subject) like ${pattern} as in_subject,
        coalesce(
          case when upline_fold(t.message) like ${pattern} then t.message end,
          (select r.message from support_ticket_replies r
            where r.ticket_id = t.id and upline_fold(r.message) like ${pattern}
            order by r.created_at desc, r.id desc limit 1)
        ) as matched
      from support_tickets t
      where t.user_id = ${userId}
    ),
    found as (
      select id, subject, status, updated_at, in_subject, coalesce(matched, message) as body,
        case when matched is null then 0 else greatest(strpos(upline_fold(matched), ${needle}) - ${SNIPPET_BEFORE}, 1) - 1 end as start
      from hits where in_subject or matched is not null
    )
    select id, subject, status, substr(body, start + 1, ${SNIPPET_LENGTH}) as snippet, start > 0 as cut
    from found
    order by in_subject desc, updated_at desc, id
    limit ${limit}`;
}

export function searchMessages(db: TDb, userId: string, query: string, limit: number): Promise<TMessageSearchRow[]> {
  return queryRows<TMessageSearchRow>(db, searchMessagesSql(userId, query, limit));
}
