import { loadPageStrings } from '../../../lib/i18n';

/**
 * The assistant's code and strings. The shell reaches this file through a dynamic import of its
 * own, so the long list of chunks the assistant preloads is written here, not in the shell's code.
 */
export function loadAiAssistant() {
  return Promise.all([import('./AiAssistant'), loadPageStrings('ai')]).then(([m]) => ({ default: m.AiAssistant }));
}
