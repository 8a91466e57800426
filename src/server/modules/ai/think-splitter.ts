/** A piece of an answer as it streams: answer text or the model's reasoning. */
export interface TAnswerPiece {
  kind: 'delta' | 'reasoning';
  text: string;
}

const OPEN = '<think>';
const CLOSE = '</think>';

/**
 * Splits streamed text into answer and reasoning where the model writes its reasoning inline
 * between `<think>` and `</think>` (DeepSeek-R1, Qwen and others through Ollama or vLLM). A tag may
 * arrive cut across two chunks, so a possible tag start is held back until the next chunk.
 */
export class ThinkSplitter {
  private inThink = false;
  private held = '';

  push(chunk: string): TAnswerPiece[] {
    let text = this.held + chunk;
    this.held = '';
    const pieces: TAnswerPiece[] = [];
    for (;;) {
      const tag = this.inThink ? CLOSE : OPEN;
      const at = text.indexOf(tag);
      if (at >= 0) {
        this.emit(pieces, text.slice(0, at));
        this.inThink = !this.inThink;
        text = text.slice(at + tag.length);
        continue;
      }
      const partial = partialTagAt(text, tag);
      this.emit(pieces, text.slice(0, partial));
      this.held = text.slice(partial);
      return pieces;
    }
  }

  /** What is held back at the end of the stream. */
  flush(): TAnswerPiece[] {
    const pieces: TAnswerPiece[] = [];
    this.emit(pieces, this.held);
    this.held = '';
    return pieces;
  }

  private emit(pieces: TAnswerPiece[], text: string): void {
    if (text) pieces.push({ kind: this.inThink ? 'reasoning' : 'delta', text });
  }
}

/** Where a tag may begin at the end of `text` (its length when no suffix is a tag's prefix). */
function partialTagAt(text: string, tag: string): number {
  for (let n = Math.min(tag.length - 1, text.length); n > 0; n--) {
    if (text.endsWith(tag.slice(0, n))) return text.length - n;
  }
  return text.length;
}
