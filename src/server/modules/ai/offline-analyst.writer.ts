import type { TFunction } from 'i18next';
import type { TDashboardAgenda } from '../../../shared/dashboard/dashboard.schema.js';
import type { TCommissionMetrics } from '../../../shared/commissions/commissions.schema.js';
import type { TComplianceFinding } from '../../../shared/ai/compliance.rules.js';
import type { TLanguage } from '../../../shared/common/languages.js';
import type { TChatContext } from './chat-context.service.js';
import type { TProspectBrief } from './offline-analyst.repository.js';

/** Formats figures the way the seller's language writes them. */
export interface TWriter {
  t: TFunction;
  money(cents: number): string;
  date(value: Date | string | null): string;
  number(n: number): string;
  status(kind: 'prospect' | 'teamMember' | 'contact', status: string): string;
}

export function writerFor(t: TFunction, language: TLanguage): TWriter {
  const money = new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' });
  const dates = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
  const numbers = new Intl.NumberFormat(language);
  return {
    t,
    money: (cents) => money.format(cents / 100),
    date: (value) => (value ? dates.format(new Date(value)) : t('offline.never')),
    number: (n) => numbers.format(n),
    status: (kind, status) => t(`statuses.${kind}.${status}`, { defaultValue: status }),
  };
}

const heading = (text: string) => `### ${text}`;
const bullets = (lines: string[]) => lines.map((l) => `- ${l}`).join('\n');
const block = (...parts: (string | false | null | undefined)[]) => parts.filter(Boolean).join('\n\n');

export function pipelineSection(w: TWriter, s: { quickStats: { activeProspects: number }; pipeline: { status: string; count: number }[]; deals: { openCount: number; openCents: number; weightedCents: number; wonThisMonthCount: number; wonThisMonthCents: number } }): string {
  const total = s.pipeline.reduce((n, p) => n + p.count, 0);
  if (total === 0) return block(heading(w.t('offline.pipeline.title')), w.t('offline.pipeline.empty'));
  const list = s.pipeline.filter((p) => p.count > 0).map((p) => `${w.status('prospect', p.status)} ${w.number(p.count)}`).join(', ');
  const d = s.deals;
  return block(
    heading(w.t('offline.pipeline.title')),
    w.t('offline.pipeline.active', { active: w.number(s.quickStats.activeProspects), total: w.number(total) }),
    w.t('offline.pipeline.byStatus', { list }),
    d.openCount > 0 || d.wonThisMonthCount > 0
      ? w.t('offline.pipeline.deals', { open: w.number(d.openCount), value: w.money(d.openCents), weighted: w.money(d.weightedCents), won: w.number(d.wonThisMonthCount), wonValue: w.money(d.wonThisMonthCents) })
      : w.t('offline.pipeline.noDeals'),
  );
}

export function topSection(w: TWriter, top: TProspectBrief[], hot: (TProspectBrief & { score: number })[]): string {
  const lines = top.map((p) => w.t('offline.top.line', { name: p.name, status: w.status('prospect', p.status), score: p.leadScore, last: w.date(p.lastActivityAt) }));
  return block(
    heading(w.t('offline.top.title')),
    lines.length ? bullets(lines) : w.t('offline.top.empty'),
    hot.length > 0 && heading(w.t('offline.top.hotTitle')),
    hot.length > 0 && bullets(hot.map((p) => w.t('offline.top.hotLine', { name: p.name, score: p.score, status: w.status('prospect', p.status) }))),
  );
}

export function overdueSection(w: TWriter, agenda: TDashboardAgenda): string {
  if (agenda.tasksOverdue === 0 && agenda.followUpsOverdue === 0) return block(heading(w.t('offline.overdue.title')), w.t('offline.overdue.none'), !agenda.followUpsIncluded && w.t('offline.overdue.followUpsLocked'));
  const items = (list: TDashboardAgenda['overdue']['tasks']) =>
    bullets(list.map((i) => w.t('offline.overdue.line', { title: i.title, date: w.date(i.start), who: i.linked && i.linked.name !== i.title ? w.t('offline.overdue.who', { name: i.linked.name }) : '' })));
  return block(
    heading(w.t('offline.overdue.title')),
    agenda.followUpsOverdue > 0 && w.t('offline.overdue.followUps', { count: agenda.followUpsOverdue }),
    agenda.followUpsOverdue > 0 && items(agenda.overdue.followUps),
    agenda.tasksOverdue > 0 && w.t('offline.overdue.tasks', { count: agenda.tasksOverdue }),
    agenda.tasksOverdue > 0 && items(agenda.overdue.tasks),
    !agenda.followUpsIncluded && w.t('offline.overdue.followUpsLocked'),
  );
}

export function teamSection(w: TWriter, team: { byStatus: { status: string; n: number }[]; joined: number; earners: { name: string; cents: number; n: number }[] }): string {
  const size = team.byStatus.reduce((n, s) => n + s.n, 0);
  if (size === 0) return block(heading(w.t('offline.team.title')), w.t('offline.team.empty'));
  const activeCount = team.byStatus.find((s) => s.status === 'active')?.n ?? 0;
  return block(
    heading(w.t('offline.team.title')),
    w.t('offline.team.size', { count: w.number(size), active: w.number(activeCount), joined: w.number(team.joined) }),
    team.earners.length ? `${w.t('offline.team.earnersTitle')}\n${bullets(team.earners.map((e) => w.t('offline.team.earner', { name: e.name, amount: w.money(e.cents), count: e.n })))}` : w.t('offline.team.noEarners'),
  );
}

export function commissionsSection(w: TWriter, metrics: TCommissionMetrics, monthCount: number): string {
  return block(
    heading(w.t('offline.commissions.title')),
    monthCount > 0 ? w.t('offline.commissions.month', { amount: w.money(metrics.thisMonthCents), count: monthCount }) : w.t('offline.commissions.empty'),
    metrics.count > 0 && w.t('offline.commissions.totals', { pending: w.money(metrics.pendingCents), paid: w.money(metrics.paidCents) }),
  );
}

export function actionsSection(w: TWriter, agenda: TDashboardAgenda, stale: TProspectBrief[], demos: TProspectBrief[]): string {
  const steps: string[] = [];
  if (agenda.followUpsOverdue > 0) steps.push(w.t('offline.actions.followUps', { count: agenda.followUpsOverdue, first: agenda.overdue.followUps[0]?.title ?? '' }));
  if (agenda.tasksOverdue > 0) steps.push(w.t('offline.actions.tasks', { count: agenda.tasksOverdue, first: agenda.overdue.tasks[0]?.title ?? '' }));
  for (const p of demos) steps.push(w.t('offline.actions.demo', { name: p.name }));
  for (const p of stale) steps.push(w.t('offline.actions.stale', { name: p.name, status: w.status('prospect', p.status), score: p.leadScore, since: w.date(p.lastContacted) }));
  return block(heading(w.t('offline.actions.title')), steps.length ? steps.map((s, i) => `${i + 1}. ${s}`).join('\n') : w.t('offline.actions.none'));
}

/** A message for the prospect in her stage, in the seller's language, then what the compliance check found. */
export function draftSection(w: TWriter, draft: { prospect: TProspectBrief | null; seller: string; text: string | null; requestFindings: TComplianceFinding[]; draftFindings: TComplianceFinding[] }): string {
  if (!draft.prospect || !draft.text) return w.t('offline.draft.noProspect');
  const flags = [
    ...draft.requestFindings.map((f) => w.t('offline.draft.requestFlag', { phrase: f.phrase, safer: f.saferWording })),
    ...draft.draftFindings.map((f) => w.t('offline.draft.draftFlag', { phrase: f.phrase, safer: f.saferWording })),
  ];
  return block(
    heading(w.t('offline.draft.title', { name: draft.prospect.name })),
    draft.text.split('\n').map((line) => `> ${line}`).join('\n'),
    heading(w.t('offline.draft.complianceTitle')),
    flags.length ? bullets(flags) : w.t('offline.draft.clean'),
  );
}

/** The draft's text for the prospect's stage. */
export function draftText(w: TWriter, prospect: TProspectBrief, seller: string): string {
  const stage = prospect.status === 'enrolled' ? 'customer' : ['interested', 'demo_scheduled', 'follow_up', 'warm_prospect'].includes(prospect.status) ? 'engaged' : 'new';
  return `${w.t(`offline.draft.${stage}`, { firstName: prospect.firstName })}\n\n${w.t('offline.draft.signature', { seller })}`;
}

export function selectedSection(w: TWriter, context: TChatContext): string | null {
  const lines = [
    ...context.prospects.map((p) => w.t('offline.selected.prospect', { name: p.name, status: w.status('prospect', p.status), score: p.leadScore, last: w.date(p.lastContacted) })),
    ...context.teamMembers.map((m) => w.t('offline.selected.member', { name: m.name, status: w.status('teamMember', m.status), rank: m.rank })),
    ...context.contacts.map((c) => w.t('offline.selected.contact', { name: c.name, status: w.status('contact', c.status), company: c.company ? `, ${c.company}` : '', last: w.date(c.lastContacted) })),
  ];
  if (!lines.length) return null;
  return block(heading(w.t('offline.selected.title')), bullets(lines.slice(0, 20)));
}

export function helpSection(w: TWriter): string {
  return block(heading(w.t('offline.help.title')), w.t('offline.help.items'));
}
