import type { TFunction } from 'i18next';
import type { TLanguage } from '../../../shared/common/languages.js';
import { PERIOD_TABS } from '../../../shared/team-analytics/team-analytics.constants.js';
import type { TAnalyticsAnswer } from '../../../shared/team-analytics/team-analytics.schema.js';
import { cellFormatter } from '../../lib/export/export-format.js';
import type { TExportChart, TExportColumn, TExportDocument, TExportRow } from '../../lib/export/export.types.js';
import { translatorFor } from '../../lib/i18n.js';

type TParts = Pick<TExportDocument, 'summary' | 'charts' | 'columns' | 'rows'>;

/**
 * A tab's figures as an export document (the shared export library writes it as CSV or PDF): its
 * key figures, charts and main table, in the reader's language.
 */
export function teamAnalyticsDocument(answer: TAnalyticsAnswer, language: TLanguage, timeZone: string): TExportDocument {
  const t = translatorFor(language, 'teamAnalytics');
  const fmt = cellFormatter(language, timeZone);
  const day = (d: string) => fmt.format(d, 'date');
  const subtitle = PERIOD_TABS.includes(answer.tab) ? t('period', { days: answer.period, from: day(answer.from), to: day(answer.to) }) : t('asOf', { date: day(answer.to) });
  return { title: `${t('title')}: ${t(`tabs.${answer.tab}`)}`, subtitle, language, timeZone, ...partsOf(answer, t, fmt) };
}

const col = (t: TFunction, key: string, kind?: TExportColumn['kind']): TExportColumn => ({ key, label: t(`columns.${key}`), ...(kind && { kind }) });
const bar = (title: string, labels: string[], name: string, values: number[], money = false): TExportChart => ({ title, kind: 'bar', labels, series: [{ name, values }], ...(money && { money }) });

function partsOf(a: TAnalyticsAnswer, t: TFunction, fmt: ReturnType<typeof cellFormatter>): TParts {
  const n = (v: number) => fmt.number(v);
  const rank = (r: string) => t(`ranks.${r}`);
  const members = t('columns.members');
  switch (a.tab) {
    case 'overview': {
      const held = a.ranks.filter((r) => r.count > 0);
      return {
        summary: [
          { label: t('summary.teamSize'), value: n(a.teamSize) },
          { label: t('summary.active'), value: n(a.activeMembers) },
          { label: t('summary.newMembers', { days: a.newMembersWindowDays }), value: n(a.newMembers) },
          { label: t('summary.levels'), value: n(a.levels) },
          { label: t('summary.commissionsMonth'), value: fmt.money(a.commissionsThisMonthCents) },
        ],
        charts: [
          bar(t('charts.ranks'), held.map((r) => rank(r.key)), members, held.map((r) => r.count)),
          bar(t('charts.levels'), a.levelCounts.map((l) => t('levelName', { level: l.level })), members, a.levelCounts.map((l) => l.count)),
        ],
        columns: [col(t, 'rank'), col(t, 'members', 'number')],
        rows: a.ranks.map((r) => ({ rank: rank(r.key), members: r.count })),
      };
    }
    case 'growth':
      return {
        summary: [
          { label: t('summary.sizeAtStart'), value: n(a.sizeAtStart) },
          { label: t('summary.joined'), value: n(a.joinedInPeriod) },
          { label: t('summary.sizeNow'), value: n(a.sizeNow) },
        ],
        charts: [
          bar(t('charts.joins'), a.buckets.map((b) => fmt.format(b.start, 'date')), t('columns.joins'), a.buckets.map((b) => b.joins)),
          { title: t('charts.cumulative'), kind: 'line', labels: a.buckets.map((b) => fmt.format(b.start, 'date')), series: [{ name: members, values: a.buckets.map((b) => b.cumulative) }] },
        ],
        columns: [col(t, 'periodStart', 'date'), col(t, 'joins', 'number'), col(t, 'cumulative', 'number')],
        rows: a.buckets.map((b) => ({ periodStart: b.start, joins: b.joins, cumulative: b.cumulative })),
      };
    case 'activity':
      return {
        summary: [
          { label: t('summary.activities'), value: n(a.total) },
          { label: t('summary.tracked'), value: `${n(a.linkedMembers)} / ${n(a.teamSize)}` },
        ],
        charts: a.total > 0 ? [{ title: t('charts.activities'), kind: 'bar', labels: a.weeks.map((w) => fmt.format(w.start, 'date')), series: a.types.map((type) => ({ name: t(`activityTypes.${type}`, { defaultValue: type }), values: a.weeks.map((w) => w.counts[type] ?? 0) })) }] : [],
        columns: [col(t, 'member'), col(t, 'rank'), col(t, 'activities', 'number'), col(t, 'lastActivity', 'datetime')],
        rows: a.mostActive.map((m) => ({ member: m.name, rank: rank(m.rank), activities: m.count, lastActivity: m.lastActivityAt })),
      };
    case 'performance':
      return {
        summary: [
          { label: t('summary.commissions'), value: fmt.money(a.totalCents) },
          { label: t('summary.top'), value: a.performers[0]?.name ?? '—' },
        ],
        charts: [
          bar(t('charts.commissionsByMonth'), a.byMonth.map((m) => fmt.format(m.month, 'date')), t('columns.commissions'), a.byMonth.map((m) => m.cents), true),
          bar(t('charts.ranks'), a.ranks.filter((r) => r.count > 0).map((r) => rank(r.key)), members, a.ranks.filter((r) => r.count > 0).map((r) => r.count)),
        ],
        columns: [col(t, 'member'), col(t, 'rank'), col(t, 'commissions', 'money'), col(t, 'recruits', 'number'), col(t, 'activities', 'number'), col(t, 'nextRank'), col(t, 'stillNeedsRecruits', 'number'), col(t, 'stillNeedsTeam', 'number')],
        rows: performanceRows(a, rank),
      };
    case 'engagement': {
      const of = (s: string) => a.statuses.find((x) => x.key === s)?.count ?? 0;
      return {
        summary: [
          { label: t('summary.activeRecently', { days: a.windowDays }), value: n(a.activeRecently) },
          { label: t('summary.atRisk'), value: n(a.atRiskTotal) },
          ...a.statuses.map((s) => ({ label: t(`statuses.${s.key}`), value: n(of(s.key)) })),
        ],
        charts: [{ title: t('charts.statuses'), kind: 'pie', labels: a.statuses.map((s) => t(`statuses.${s.key}`)), series: [{ name: members, values: a.statuses.map((s) => s.count) }] }],
        columns: [col(t, 'member'), col(t, 'rank'), col(t, 'joined', 'date'), col(t, 'lastActivity', 'datetime')],
        rows: a.atRisk.map((m) => ({ member: m.name, rank: rank(m.rank), joined: m.joinDate, lastActivity: m.lastActivityAt ?? t('never') })),
      };
    }
    case 'goals': {
      const money = (metric: string, v: number) => (metric === 'commissions_cents' ? v / 100 : v);
      return {
        summary: [{ label: t('summary.goals'), value: n(a.goals.length) }, ...(['on_track', 'behind', 'done', 'overdue'] as const).map((s) => ({ label: t(`goalStatus.${s}`), value: n(a.goals.filter((g) => g.status === s).length) }))],
        charts: a.goals.length ? [bar(t('charts.progress'), a.goals.map((g) => g.title), t('columns.progress'), a.goals.map((g) => g.progressPercent))] : [],
        columns: [col(t, 'title'), col(t, 'metric'), col(t, 'current', 'number'), col(t, 'target', 'number'), col(t, 'progress', 'percent'), col(t, 'status'), col(t, 'startDate', 'date'), col(t, 'deadline', 'date')],
        rows: a.goals.map((g) => ({ title: g.title, metric: t(`metric.${g.metric}`), current: money(g.metric, g.currentValue), target: money(g.metric, g.targetValue), progress: g.progressPercent, status: t(`goalStatus.${g.status}`), startDate: g.startDate, deadline: g.deadline })),
      };
    }
    case 'segmentation':
      return {
        summary: [{ label: t('summary.members'), value: n(a.total) }],
        charts: [
          bar(t('charts.ranks'), a.byRank.filter((r) => r.count > 0).map((r) => rank(r.key)), members, a.byRank.filter((r) => r.count > 0).map((r) => r.count)),
          bar(t('charts.roles'), a.byRole.filter((r) => r.count > 0).map((r) => t(`roles.${r.key}`)), members, a.byRole.filter((r) => r.count > 0).map((r) => r.count)),
          { title: t('charts.statuses'), kind: 'pie', labels: a.byStatus.map((s) => t(`statuses.${s.key}`)), series: [{ name: members, values: a.byStatus.map((s) => s.count) }] },
        ],
        columns: [col(t, 'dimension'), col(t, 'segment'), col(t, 'members', 'number')],
        rows: segmentRows(a, t),
      };
  }
}

/** Every member with a forecast, with what they brought in when they are among the performers. */
function performanceRows(a: Extract<TAnalyticsAnswer, { tab: 'performance' }>, rank: (r: string) => string): TExportRow[] {
  const done = new Map(a.performers.map((p) => [p.id, p]));
  const rows = a.forecast.map((f) => {
    const p = done.get(f.id);
    done.delete(f.id);
    return { member: f.name, rank: rank(f.rank), commissions: p?.commissionsCents ?? 0, recruits: p?.recruits ?? 0, activities: p?.activities ?? 0, nextRank: f.nextRank ? rank(f.nextRank) : '', stillNeedsRecruits: f.missingDirectRecruits, stillNeedsTeam: f.missingTeamSize };
  });
  const rest = [...done.values()].map((p) => ({ member: p.name, rank: rank(p.rank), commissions: p.commissionsCents, recruits: p.recruits, activities: p.activities, nextRank: '', stillNeedsRecruits: null, stillNeedsTeam: null }));
  return [...rest, ...rows].sort((x, y) => y.commissions - x.commissions);
}

function segmentRows(a: Extract<TAnalyticsAnswer, { tab: 'segmentation' }>, t: TFunction): TExportRow[] {
  const row = (dimension: string, segment: string, count: number) => ({ dimension: t(`dimensions.${dimension}`), segment, members: count });
  return [
    ...a.byRank.filter((r) => r.count > 0).map((r) => row('rank', t(`ranks.${r.key}`), r.count)),
    ...a.byRole.filter((r) => r.count > 0).map((r) => row('role', t(`roles.${r.key}`), r.count)),
    ...a.byStatus.map((s) => row('status', t(`statuses.${s.key}`), s.count)),
    ...a.byCustomTeam.map((c) => row('customTeam', c.name ?? t('noTeam'), c.count)),
    ...a.byCohort.map((c) => row('cohort', t('quarter', { quarter: c.cohort.slice(6), year: c.cohort.slice(0, 4) }), c.count)),
  ];
}
