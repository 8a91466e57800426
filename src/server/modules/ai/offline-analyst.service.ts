import { setImmediate as nextTurn } from 'node:timers/promises';
import type { TDb } from '../../db/client.js';
import type { TLanguage } from '../../../shared/common/languages.js';
import { checkCompliance } from '../../../shared/ai/compliance.rules.js';
import { translatorFor } from '../../lib/i18n.js';
import { getDashboardSummary } from '../dashboard/dashboard.service.js';
import { getAgenda } from '../calendar/calendar.service.js';
import { getCommissionMetrics, monthBounds } from '../commissions/commissions.service.js';
import type { TChatContext } from './chat-context.service.js';
import { intentsOf, nameWordsOf, type TOfflineIntent } from './offline-intents.js';
import { countCommissionsBetween, hotLeads, prospectsInStatus, prospectsNamed, staleProspects, teamFigures, topEarners, topProspects, type TProspectBrief } from './offline-analyst.repository.js';
import {
  actionsSection,
  commissionsSection,
  draftSection,
  draftText,
  helpSection,
  overdueSection,
  pipelineSection,
  selectedSection,
  teamSection,
  topSection,
  writerFor,
  type TWriter,
} from './offline-analyst.writer.js';
import type { TAnswerStream } from './openai.provider.js';
import type { TAnswerPiece } from './think-splitter.js';

export const OFFLINE_MODEL = 'offline-analyst';

/** Rows each list of the answer shows. */
const LIST_ROWS = 5;
const DAY_MS = 86_400_000;
/** A prospect not contacted for this long is worth getting back to. */
const STALE_DAYS = 14;

export interface TOfflineQuestion {
  userId: string;
  sellerName: string;
  question: string;
  language: TLanguage;
  context: TChatContext;
  now?: Date;
}

/** The prospect a draft is for: the first selected one, else one named in the question. */
async function draftProspect(db: TDb, q: TOfflineQuestion): Promise<TProspectBrief | null> {
  const selected = q.context.prospects[0];
  if (selected) return { id: selected.id, firstName: selected.firstName, name: selected.name, status: selected.status, leadScore: selected.leadScore, lastActivityAt: selected.lastActivityAt, lastContacted: selected.lastContacted };
  const [named] = await prospectsNamed(db, q.userId, nameWordsOf(q.question), 1);
  return named ?? null;
}

async function sectionOf(db: TDb, w: TWriter, intent: TOfflineIntent, q: TOfflineQuestion, now: Date): Promise<string> {
  const { userId } = q;
  switch (intent) {
    case 'pipeline':
      return pipelineSection(w, await getDashboardSummary(db, userId, now));
    case 'top': {
      const [top, hot] = await Promise.all([topProspects(db, userId, LIST_ROWS), hotLeads(db, userId, LIST_ROWS)]);
      return topSection(w, top, hot);
    }
    case 'overdue':
      return overdueSection(w, await getAgenda(db, userId, now));
    case 'team': {
      const { from, to } = monthBounds(now);
      const [figures, earners] = await Promise.all([teamFigures(db, userId, new Date(now.getTime() - 30 * DAY_MS)), topEarners(db, userId, from, to, LIST_ROWS)]);
      return teamSection(w, { ...figures, earners });
    }
    case 'commissions': {
      const { from, to } = monthBounds(now);
      const [metrics, monthCount] = await Promise.all([getCommissionMetrics(db, userId, now), countCommissionsBetween(db, userId, from, to)]);
      return commissionsSection(w, metrics, monthCount);
    }
    case 'actions': {
      const [agenda, stale, demos] = await Promise.all([getAgenda(db, userId, now), staleProspects(db, userId, new Date(now.getTime() - STALE_DAYS * DAY_MS), 3), prospectsInStatus(db, userId, 'demo_scheduled', 2)]);
      return actionsSection(w, agenda, stale, demos);
    }
    case 'draft': {
      const prospect = await draftProspect(db, q);
      const text = prospect ? draftText(w, prospect, q.sellerName) : null;
      return draftSection(w, { prospect, seller: q.sellerName, text, requestFindings: checkCompliance(q.question), draftFindings: text ? checkCompliance(text) : [] });
    }
  }
}

/**
 * The offline analyst's answer to the last question: each recognised question answered from the
 * seller's own figures (a few bounded statements through the dashboard, calendar, commissions and
 * hot-leads data), the selected records when there are some, else an overview and what it can
 * answer. It says first that it is the offline analyst.
 */
export async function writeOfflineAnswer(db: TDb, q: TOfflineQuestion): Promise<string> {
  const now = q.now ?? new Date();
  const w = writerFor(translatorFor(q.language, 'ai'), q.language);
  const intents = intentsOf(q.question);
  const sections: string[] = [w.t('offline.intro')];
  if (intents.length) {
    for (const intent of intents) sections.push(await sectionOf(db, w, intent, q, now));
  } else {
    sections.push(await sectionOf(db, w, 'pipeline', q, now), await sectionOf(db, w, 'overdue', q, now));
  }
  const selected = selectedSection(w, q.context);
  if (selected && !intents.includes('draft')) sections.push(selected);
  if (!intents.length) sections.push(helpSection(w));
  return sections.join('\n\n');
}

/** Characters per streamed piece: the answer appears as it would from a model. */
const PIECE_CHARS = 24;

async function* piecesOf(text: string, signal: AbortSignal): AsyncGenerator<TAnswerPiece> {
  const words = text.split(/(?<=\s)/);
  let piece = '';
  for (const word of words) {
    piece += word;
    if (piece.length >= PIECE_CHARS) {
      if (signal.aborted) return;
      yield { kind: 'delta', text: piece };
      piece = '';
      // Each piece leaves in its own write.
      await nextTurn();
    }
  }
  if (piece && !signal.aborted) yield { kind: 'delta', text: piece };
}

/** The offline analyst as a provider: the answer is computed first, then streamed in small pieces. */
export async function openOfflineStream(db: TDb, q: TOfflineQuestion, signal: AbortSignal): Promise<TAnswerStream> {
  const text = await writeOfflineAnswer(db, q);
  return { provider: 'offline', model: OFFLINE_MODEL, pieces: piecesOf(text, signal) };
}
