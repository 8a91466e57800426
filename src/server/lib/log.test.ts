import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { ReadableRequestLog, readableLogStream } from './log.js';
import { redactUrl } from '../app.js';

async function logOf(requests: string[]): Promise<string> {
  let text = '';
  const app = Fastify({ logger: { stream: readableLogStream({ write: (t) => (text += t) }) }, logController: new ReadableRequestLog(redactUrl) });
  app.get('/api/people', async () => ({ items: [] }));
  app.get('/api/boom', async () => {
    throw new Error('database on fire');
  });
  for (const url of requests) await app.inject(url);
  await app.close();
  return text;
}

describe('development log', () => {
  it('writes one short line per request, tokens hidden, no JSON', async () => {
    const text = await logOf(['/api/people?page=2', '/api/people?token=secret-value']);
    expect(text).toMatch(/^\d\d:\d\d:\d\d GET \/api\/people\?page=2 200 \d+ ms$/m);
    expect(text).toMatch(/^\d\d:\d\d:\d\d GET \/api\/people\?token=\[redacted\] 200 \d+ ms$/m);
    expect(text).not.toContain('secret-value');
    expect(text).not.toContain('{');
  });

  it('keeps the level, request id and stack of an error', async () => {
    const text = await logOf(['/api/boom']);
    expect(text).toMatch(/^\d\d:\d\d:\d\d ERROR req-1 database on fire\nError: database on fire\n\s+at /m);
    expect(text).toMatch(/^\d\d:\d\d:\d\d GET \/api\/boom 500 \d+ ms$/m);
  });
});
