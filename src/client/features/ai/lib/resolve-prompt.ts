import type { TFunction } from 'i18next';
import type { TPromptPiece } from '@shared/ai/prompts.rules';

/** A generated prompt in the interface language: each piece's key resolved in `ai`, its values too. */
export function resolvePrompt(t: TFunction, pieces: TPromptPiece[]): string {
  return pieces
    .map((piece) => {
      const values = Object.fromEntries(Object.entries(piece.values ?? {}).map(([name, v]) => [name, 'key' in v ? t(v.key) : v.text]));
      return t(piece.key, values);
    })
    .join(' ');
}
