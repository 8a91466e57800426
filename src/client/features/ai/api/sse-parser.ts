/** One server-sent event: its name (`message` when the stream gives none) and its data lines joined. */
export interface TSseEvent {
  event: string;
  data: string;
}

/**
 * Reads a `text/event-stream` in pieces as they arrive (a piece may end mid-line): `push` each
 * decoded piece, `end` when the stream closes. Follows the HTML standard's rules for the fields
 * we use: `event:` and `data:` lines, a blank line dispatches, `:` lines are comments, LF, CR or
 * CRLF line ends, one optional space after the colon.
 */
export function createSseParser(onEvent: (event: TSseEvent) => void) {
  let buffer = '';
  let eventName = '';
  let dataLines: string[] = [];

  const dispatch = () => {
    if (dataLines.length > 0) onEvent({ event: eventName || 'message', data: dataLines.join('\n') });
    eventName = '';
    dataLines = [];
  };

  const line = (text: string) => {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') eventName = value;
    else if (field === 'data') dataLines.push(value);
  };

  return {
    push(piece: string) {
      buffer += piece;
      // A CR at the very end may be the first half of a CRLF still to come: keep it for the next piece.
      const pattern = /\r\n|\r(?!$)|\n/g;
      let start = 0;
      for (let match = pattern.exec(buffer); match; match = pattern.exec(buffer)) {
        line(buffer.slice(start, match.index));
        start = match.index + match[0].length;
      }
      buffer = buffer.slice(start);
    },
    /** The stream closed: an event without its final blank line is dropped, as the standard says. */
    end() {
      // A CR the stream ended on was a line end after all.
      if (buffer.endsWith('\r')) line(buffer.slice(0, -1));
      buffer = '';
      eventName = '';
      dataLines = [];
    },
  };
}
