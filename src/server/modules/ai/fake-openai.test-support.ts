import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the fake provider answers the next requests. */
export type TFakeMode = 'stream' | 'think' | 'error' | 'early_close' | 'hang_before' | 'hang_during';

export interface TFakeRequest {
  headers: IncomingMessage['headers'];
  body: { model: string; stream: boolean; messages: { role: string; content: string }[] };
}

/**
 * A stand-in OpenAI-compatible server (node:http): `POST /v1/chat/completions` answers streamed
 * chunks the way OpenAI, vLLM and Ollama do, or fails in the ways a real one can. It keeps every
 * request it received, so tests check what reached the provider.
 */
export interface TFakeOpenAi {
  baseUrl: string;
  requests: TFakeRequest[];
  mode: TFakeMode;
  /** The answer's content pieces. */
  pieces: string[];
  /** Answers the server was still writing when the caller went away. */
  abandoned: number;
  close(): Promise<void>;
}

const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
  `data: ${JSON.stringify({ id: 'chatcmpl-test', object: 'chat.completion.chunk', created: 0, model: 'test-model', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;

export async function startFakeOpenAi(): Promise<TFakeOpenAi> {
  const open = new Set<ServerResponse>();
  const fake: TFakeOpenAi = { baseUrl: '', requests: [], mode: 'stream', pieces: ['Hello ', 'Maria, ', 'call her today.'], abandoned: 0, close: async () => {} };
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      fake.requests.push({ headers: req.headers, body: JSON.parse(raw) });
      open.add(res);
      res.on('close', () => {
        open.delete(res);
        if (!res.writableFinished) fake.abandoned += 1;
      });
      const mode = fake.mode;
      if (mode === 'error') {
        res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'model overloaded', type: 'server_error' } }));
        return;
      }
      if (mode === 'hang_before') return;
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(chunk({ role: 'assistant', content: '' }));
      if (mode === 'think') res.write(chunk({ content: '<think>Maria opened 3 emails.</think>' }));
      else res.write(chunk({ reasoning_content: 'Maria has the best score.' }));
      res.write(chunk({ content: fake.pieces[0] }));
      if (mode === 'hang_during') return;
      if (mode === 'early_close') {
        res.end();
        return;
      }
      for (const piece of fake.pieces.slice(1)) res.write(chunk({ content: piece }));
      res.write(chunk({}, 'stop'));
      res.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  fake.close = async () => {
    for (const res of open) res.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return fake;
}
