import { sql, type SQL } from 'drizzle-orm';
import { LEAD_SCORE_HOT, LEAD_SCORE_WARM } from '../../../shared/prospects/lead-score.rules.js';
import type { TReportType } from '../../../shared/reports/reports.constants.js';
import { isoText } from '../../lib/sql.js';

/**
 * Where each report type reads its rows: the owner's rows of one table (and what it joins), the
 * time the period filters on, what the summary groups by, the columns under the field keys of
 * REPORT_FIELDS, and the order the rows are exported and paged in (keyset: `key`, then `id`).
 */
export interface TReportSource {
  from: SQL;
  owner: SQL;
  time: SQL;
  group: SQL;
  columns: SQL;
  /** The keyset's first column, compared as `keyType` (text in the cursor keeps microseconds). */
  key: SQL;
  keyType: SQL;
  id: SQL;
}

// Times go out as ISO text in UTC (isoText), the same on both drivers; the export formats them in
// the seller's zone.
export const REPORT_SOURCES: Record<TReportType, TReportSource> = {
  prospects: {
    from: sql`prospects p`,
    owner: sql`p.user_id`,
    time: sql`p.created_at`,
    group: sql`p.status`,
    columns: sql`p.first_name || ' ' || p.last_name as "name", p.email as "email", p.phone as "phone", p.status as "status",
      p.source as "source", p.company_name as "companyName", p.lead_score as "leadScore", p.interaction_count as "interactionCount",
      ${isoText(sql`p.last_contacted`)} as "lastContacted", ${isoText(sql`p.created_at`)} as "createdAt"`,
    key: sql`p.created_at`,
    keyType: sql`timestamptz`,
    id: sql`p.id`,
  },
  activities: {
    from: sql`activities a left join prospects ap on ap.id = a.prospect_id and ap.user_id = a.user_id`,
    owner: sql`a.user_id`,
    time: sql`a.created_at`,
    group: sql`a.type`,
    columns: sql`a.title as "title", a.type as "type", a.status as "status", a.priority as "priority",
      ap.first_name || ' ' || ap.last_name as "prospect", a.outcome as "outcome", ${isoText(sql`a.scheduled_at`)} as "scheduledAt", ${isoText(sql`a.created_at`)} as "createdAt"`,
    key: sql`a.created_at`,
    keyType: sql`timestamptz`,
    id: sql`a.id`,
  },
  goals: {
    from: sql`goals g`,
    owner: sql`g.user_id`,
    time: sql`g.created_at`,
    group: sql`g.type`,
    columns: sql`g.title as "title", g.type as "type", g.target_value as "targetValue", g.current_value as "currentValue",
      case when g.target_value > 0 then round(100.0 * g.current_value / g.target_value, 1)::float8 else 0 end as "progress",
      g.deadline::text as "deadline", g.is_archived as "archived", ${isoText(sql`g.created_at`)} as "createdAt"`,
    key: sql`g.created_at`,
    keyType: sql`timestamptz`,
    id: sql`g.id`,
  },
  team: {
    from: sql`team_members m`,
    owner: sql`m.user_id`,
    time: sql`m.created_at`,
    group: sql`m.status`,
    columns: sql`m.first_name || ' ' || m.last_name as "name", m.email as "email", m.phone as "phone", m.rank as "rank",
      m.role as "role", m.status as "status", m.join_date::text as "joinDate", ${isoText(sql`m.created_at`)} as "createdAt"`,
    key: sql`m.created_at`,
    keyType: sql`timestamptz`,
    id: sql`m.id`,
  },
  // Hot leads: the owner's scored prospects, hottest first; the period is when they last engaged.
  hot_leads: {
    from: sql`hot_lead_scores h join prospects hp on hp.id = h.prospect_id and hp.user_id = h.user_id`,
    owner: sql`h.user_id`,
    time: sql`h.last_engagement_at`,
    group: sql`case when h.score >= ${LEAD_SCORE_HOT} then 'hot' when h.score >= ${LEAD_SCORE_WARM} then 'warm' else 'cool' end`,
    columns: sql`hp.first_name || ' ' || hp.last_name as "name", hp.email as "email", hp.status as "status", h.score as "score",
      round(h.open_rate::numeric * 100, 1)::float8 as "openRate", round(h.click_rate::numeric * 100, 1)::float8 as "clickRate",
      h.interaction_count as "interactionCount", ${isoText(sql`h.last_engagement_at`)} as "lastEngagementAt"`,
    key: sql`(-h.score)`,
    keyType: sql`int`,
    id: sql`h.prospect_id`,
  },
};
