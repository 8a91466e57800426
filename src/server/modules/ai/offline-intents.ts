/** The questions the offline analyst answers from the seller's figures. */
export const OFFLINE_INTENTS = ['pipeline', 'top', 'overdue', 'team', 'commissions', 'actions', 'draft'] as const;
export type TOfflineIntent = (typeof OFFLINE_INTENTS)[number];

/**
 * Word stems that name each question in the five languages, matched at the start of a word
 * (case and accents aside): "overdue", "vencidas", "en retard", "überfällig", "просроченные".
 */
const KEYWORDS: Record<TOfflineIntent, string[]> = {
  pipeline: ['pipeline', 'summar', 'overview', 'funnel', 'status', 'resumen', 'resume', 'embudo', 'estado', 'apercu', 'synthese', 'entonnoir', 'uberblick', 'ubersicht', 'zusammenfass', 'trichter', 'воронк', 'сводк', 'обзор', 'итог'],
  top: ['top', 'best', 'hot', 'hottest', 'score', 'most promising', 'mejor', 'caliente', 'prometedor', 'meilleur', 'chaud', 'prometteu', 'beste', 'heiss', 'heiß', 'vielversprech', 'лучш', 'горяч', 'перспективн', 'топ'],
  overdue: ['overdue', 'late', 'follow-up', 'follow up', 'followup', 'task', 'remind', 'vencid', 'atrasad', 'seguimiento', 'tarea', 'pendiente', 'retard', 'relance', 'tache', 'echu', 'uberfallig', 'verspatet', 'aufgabe', 'nachfass', 'erinnerung', 'просроч', 'задач', 'напоминан', 'опозда'],
  team: ['team', 'downline', 'recruit', 'member', 'equipo', 'recluta', 'miembro', 'equipe', 'recrue', 'membre', 'mitglied', 'rekrut', 'команд', 'рекрут', 'участник', 'партнер'],
  commissions: ['commission', 'earning', 'income', 'payout', 'comision', 'ganancia', 'ingreso', 'revenu', 'gain', 'provision', 'einkommen', 'verdienst', 'комисс', 'доход', 'заработ'],
  actions: ['next', 'action', 'should i', 'focus', 'priorit', 'today', 'siguiente', 'proxim', 'accion', 'hoy', 'prochain', 'aujourd', 'que dois', 'nachst', 'heute', 'was soll', 'следующ', 'сегодня', 'что делать', 'действи', 'приоритет'],
  draft: ['draft', 'write', 'compose', 'message', 'email', 'text to', 'redact', 'escrib', 'mensaje', 'correo', 'borrador', 'redige', 'ecri', 'courriel', 'schreib', 'entwurf', 'entwirf', 'nachricht', 'напиши', 'написать', 'сообщени', 'письм', 'черновик'],
};

/** Lower case without accents, so "Resúmen", "überfällig" and "tâches" match their stems. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** Word starts: a stem must begin a word ("late" in "latest" counts, in "translate" not). */
const startsWord = (text: string, stem: string) => new RegExp(`(?:^|[^\\p{L}\\p{N}])${stem.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'u').test(text);

/** The questions a message asks, in the order of OFFLINE_INTENTS (none: the overview). */
export function intentsOf(question: string): TOfflineIntent[] {
  const text = foldText(question);
  return OFFLINE_INTENTS.filter((intent) => KEYWORDS[intent].some((stem) => startsWord(text, foldText(stem))));
}

/**
 * Words of a question that may be a prospect's first name (a draft "for Maria"), lower case:
 * the capitalised ones after the first word when there are some ("she will" is no "Will"),
 * else every word of three letters or more.
 */
export function nameWordsOf(question: string, max = 12): string[] {
  const words = question.match(/[\p{L}'-]{3,}/gu) ?? [];
  const capitalised = words.slice(1).filter((w) => /^\p{Lu}/u.test(w));
  return [...new Set((capitalised.length ? capitalised : words).map((w) => w.toLowerCase()))].slice(0, max);
}
