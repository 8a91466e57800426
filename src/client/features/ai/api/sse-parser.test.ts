import { describe, expect, it } from 'vitest';
import { createSseParser, type TSseEvent } from './sse-parser';

function parse(pieces: string[]): TSseEvent[] {
  const events: TSseEvent[] = [];
  const parser = createSseParser((e) => events.push(e));
  for (const piece of pieces) parser.push(piece);
  parser.end();
  return events;
}

describe('createSseParser', () => {
  it('reads named events with JSON data', () => {
    expect(parse(['event: meta\ndata: {"a":1}\n\nevent: delta\ndata: {"delta":"Hi"}\n\n'])).toEqual([
      { event: 'meta', data: '{"a":1}' },
      { event: 'delta', data: '{"delta":"Hi"}' },
    ]);
  });

  it('joins an event cut anywhere across pieces, even inside a CRLF', () => {
    const text = 'event: delta\r\ndata: {"delta":"one"}\r\n\r\nevent: done\r\ndata: {}\r\n\r\n';
    for (let cut = 1; cut < text.length; cut += 1) {
      expect(parse([text.slice(0, cut), text.slice(cut)])).toEqual([
        { event: 'delta', data: '{"delta":"one"}' },
        { event: 'done', data: '{}' },
      ]);
    }
  });

  it('joins several data lines with a line feed, skips comments and unknown fields', () => {
    expect(parse([': keep-alive\n\nid: 4\nretry: 10\ndata: first\ndata:second\n\n'])).toEqual([{ event: 'message', data: 'first\nsecond' }]);
  });

  it('drops an event the stream closed before its blank line, and events without data', () => {
    expect(parse(['event: meta\n\nevent: delta\ndata: {"delta":"cut"}'])).toEqual([]);
  });

  it('reads CR-only line ends', () => {
    expect(parse(['event: delta\rdata: x\r\r'])).toEqual([{ event: 'delta', data: 'x' }]);
  });
});
