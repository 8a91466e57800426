import { ReadableStream } from 'node:stream/web';
import { vi } from 'vitest';
import { loadPageStrings } from '../../../lib/i18n';
import { stubFetch } from '../../../app/test-utils';
import type { TAiUsage, TChatStreamEvent } from '@shared/ai/chat.schema';

/**
 * Before the assistant's tests: its strings (loaded with its panel or page, not by the test
 * setup) and the ResizeObserver that Radix switches measure with and jsdom lacks.
 */
export function prepareAiTests() {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  return loadPageStrings('ai');
}

export const USAGE: TAiUsage = {
  access: 'admin',
  monthlyLimit: 100,
  additionalMessages: 0,
  used: 10,
  remaining: 90,
  usagePercent: 10,
  cycleEndsAt: '2026-12-01T00:00:00.000Z',
};

/** One event as the server writes it on the wire. */
export function sse(event: TChatStreamEvent): string {
  return `event: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`;
}

/**
 * A `POST /api/chat` whose stream the test writes piece by piece (`push`, `close`), beside the
 * JSON answers of `stubFetch`; `requests` holds each chat request's body, `aborted` whether the
 * browser side gave up.
 */
export function stubChatStream(answers: Parameters<typeof stubFetch>[0] = {}) {
  const json = stubFetch(answers);
  const encoder = new TextEncoder();
  const state = {
    requests: [] as unknown[],
    aborted: false,
    controller: null as ReadableStreamDefaultController<Uint8Array> | null,
    push(text: string) {
      state.controller?.enqueue(encoder.encode(text));
    },
    close() {
      state.controller?.close();
    },
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path !== '/api/chat') return json(input, init);
    state.requests.push(JSON.parse(String(init?.body)));
    // jsdom has no web streams; Node's are what its Response reads.
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (state.controller = c) });
    init?.signal?.addEventListener('abort', () => {
      state.aborted = true;
      state.controller?.error(new DOMException('The operation was aborted.', 'AbortError'));
    });
    return new Response(body as unknown as BodyInit, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return state;
}
