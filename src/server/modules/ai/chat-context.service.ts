import type { TDb } from '../../db/client.js';
import type { TSelectedData } from '../../../shared/ai/chat.schema.js';
import type { TLanguage } from '../../../shared/common/languages.js';
import { translatorFor } from '../../lib/i18n.js';
import { getDashboardSummary } from '../dashboard/dashboard.service.js';
import { findSelectedContacts, findSelectedMembers, findSelectedProspects, type TContextContact, type TContextMember, type TContextProspect } from './chat-context.repository.js';

/** What the assistant is told about the seller's data: her selected records (her own only) and, when asked, a pipeline summary. */
export interface TChatContext {
  prospects: TContextProspect[];
  teamMembers: TContextMember[];
  contacts: TContextContact[];
  summary: Awaited<ReturnType<typeof getDashboardSummary>> | null;
}

export async function loadChatContext(db: TDb, userId: string, selected: TSelectedData, includeUserData: boolean, now = new Date()): Promise<TChatContext> {
  const [prospects, teamMembers, contacts, summary] = await Promise.all([
    findSelectedProspects(db, userId, selected.prospects),
    findSelectedMembers(db, userId, selected.teamMembers),
    findSelectedContacts(db, userId, selected.contacts),
    includeUserData ? getDashboardSummary(db, userId, now) : Promise.resolve(null),
  ]);
  return { prospects, teamMembers, contacts, summary };
}

const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : 'never');
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** One compact line per record: the provider gets what it needs to reason, not whole rows. */
function contextLines(context: TChatContext): string[] {
  const lines: string[] = [];
  if (context.summary) {
    const s = context.summary;
    lines.push('## Pipeline summary');
    lines.push(`Active prospects: ${s.quickStats.activeProspects}; team size: ${s.quickStats.teamSize}; commissions this month: ${dollars(s.quickStats.monthCommissionCents)}.`);
    lines.push(`Prospects by status: ${s.pipeline.map((p) => `${p.status} ${p.count}`).join(', ')}.`);
    lines.push(`Deals: ${s.deals.openCount} open worth ${dollars(s.deals.openCents)} (weighted ${dollars(s.deals.weightedCents)}); won this month: ${s.deals.wonThisMonthCount} worth ${dollars(s.deals.wonThisMonthCents)}.`);
  }
  if (context.prospects.length) {
    lines.push('## Selected prospects');
    for (const p of context.prospects) {
      const parts = [`status ${p.status}`, p.company && `company ${p.company}`, `lead score ${p.leadScore}`, p.source && `source ${p.source}`, p.funnelStage && `funnel stage ${p.funnelStage}`, `last activity ${day(p.lastActivityAt)}`, `last contacted ${day(p.lastContacted)}`, p.tags.length ? `tags ${p.tags.join('/')}` : null, p.notes && `notes "${p.notes.replace(/\s+/g, ' ')}"`];
      lines.push(`- ${p.name}: ${parts.filter(Boolean).join('; ')}`);
    }
  }
  if (context.teamMembers.length) {
    lines.push('## Selected team members');
    for (const m of context.teamMembers) lines.push(`- ${m.name}: rank ${m.rank}; role ${m.role}; status ${m.status}; joined ${m.joinDate ?? 'unknown'}`);
  }
  if (context.contacts.length) {
    lines.push('## Selected contacts');
    for (const c of context.contacts) lines.push(`- ${c.name}: status ${c.status}${c.company ? `; company ${c.company}` : ''}${c.role ? `; role ${c.role}` : ''}; last contacted ${day(c.lastContacted)}`);
  }
  return lines;
}

/**
 * The system prompt: who the assistant is, the language to answer in, to stay on the seller's
 * data, to draft messages without income or health claims, then the data itself.
 */
export function systemPromptOf(context: TChatContext, language: TLanguage, now = new Date()): string {
  const t = translatorFor(language, 'ai');
  const data = contextLines(context);
  return [
    'You are the Upline CRM assistant for a direct-sales seller.',
    t('prompt.language'),
    "Stay on the seller's CRM data and her direct-sales work; when the data below does not answer a question, say so instead of inventing figures.",
    'When you draft a message for a prospect, make no income claims (amounts, "quit your job", guaranteed earnings) and no health claims (cures, treatments, guaranteed weight loss); describe results as varying from person to person.',
    'Answer in Markdown, briefly.',
    `Today is ${now.toISOString().slice(0, 10)}.`,
    data.length ? `# The seller's data\n${data.join('\n')}` : "The seller has shared no CRM data in this conversation.",
  ].join('\n');
}
