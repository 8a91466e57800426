import { describe, expect, it } from 'vitest';
import { ThinkSplitter, type TAnswerPiece } from './think-splitter.js';

const run = (chunks: string[]) => {
  const s = new ThinkSplitter();
  const pieces: TAnswerPiece[] = [...chunks.flatMap((c) => s.push(c)), ...s.flush()];
  const of = (kind: TAnswerPiece['kind']) => pieces.filter((p) => p.kind === kind).map((p) => p.text).join('');
  return { answer: of('delta'), reasoning: of('reasoning') };
};

describe('ThinkSplitter', () => {
  it('passes plain text through as the answer', () => {
    expect(run(['Hello ', 'Maria'])).toEqual({ answer: 'Hello Maria', reasoning: '' });
  });

  it('moves <think> blocks to the reasoning, even with tags cut across chunks', () => {
    expect(run(['<thi', 'nk>Two prospects are ', 'overdue.</th', 'ink>Call Maria', ' first.'])).toEqual({ answer: 'Call Maria first.', reasoning: 'Two prospects are overdue.' });
  });

  it('keeps a "<" that starts no tag', () => {
    expect(run(['Scores <', '50 need work; a<b'])).toEqual({ answer: 'Scores <50 need work; a<b', reasoning: '' });
  });
});
