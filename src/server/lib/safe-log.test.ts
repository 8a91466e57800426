import { describe, expect, it } from 'vitest';
import { authLogger, safeError, safeMessage } from './safe-log.js';

describe('safe log', () => {
  it('drops a failed query’s parameters and shows control characters as escapes', () => {
    const error = new Error('Failed query: select * from "session" where "token" = $1\nparams: tok_secret_123');
    expect(safeMessage(error.message)).toBe('Failed query: select * from "session" where "token" = $1');
    expect(JSON.stringify(safeError(new Error('x', { cause: error })))).not.toContain('tok_secret_123');
    expect(safeMessage('a\u0000b')).toBe('a\\u0000b');
  });

  it('passes better-auth’s errors through scrubbed and leaves its other arguments out', () => {
    const lines: { obj: object; message: string }[] = [];
    const sink = (obj: object, message: string) => lines.push({ obj, message });
    authLogger({ debug: sink, info: sink, warn: sink, error: sink }).log('error', 'Failed to get session', { token: 'tok_secret_123' }, new Error('boom\nparams: tok_secret_123'));
    expect(JSON.stringify(lines)).not.toContain('tok_secret_123');
    expect(lines[0]!.message).toBe('Failed to get session');
  });
});
