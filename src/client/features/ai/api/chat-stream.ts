import type { TChatRequest, TChatStreamEvent } from '@shared/ai/chat.schema';
import { ApiError } from '../../../lib/api';
import { i18n } from '../../../lib/i18n';
import { isSessionLost, reportSessionLost } from '../../../lib/session-expiry';
import { createSseParser } from './sse-parser';

const STREAM_EVENTS = new Set<string>(['meta', 'reasoning', 'delta', 'done', 'error']);

/**
 * `POST /api/chat`: calls `onEvent` for each event of the answer as it arrives (fetch and a
 * ReadableStream: EventSource cannot POST). A refusal before the stream starts throws an
 * ApiError in the contract's shape; `signal` stops the answer (the server stops the provider).
 */
export async function streamChat(request: TChatRequest, onEvent: (event: TChatStreamEvent) => void, signal?: AbortSignal): Promise<void> {
  let response: Response;
  try {
    response = await fetch('/api/chat', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', 'accept-language': i18n.resolvedLanguage ?? 'en' },
      body: JSON.stringify(request),
      signal,
    });
  } catch (cause) {
    if ((cause as Error).name === 'AbortError') throw cause;
    throw new ApiError(0, { code: 'unavailable', message: 'network_error' });
  }
  if (!response.ok || !response.body) throw await refusal(response);

  const parser = createSseParser(({ event, data }) => {
    if (!STREAM_EVENTS.has(event)) return;
    try {
      onEvent({ event, data: JSON.parse(data) } as TChatStreamEvent);
    } catch (cause) {
      // Only bad JSON is skipped; an error thrown by the caller's handler goes on up.
      if (!(cause instanceof SyntaxError)) throw cause;
    }
  });
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parser.push(decoder.decode(value, { stream: true }));
  }
  parser.push(decoder.decode());
  parser.end();
}

async function refusal(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as { error?: { code?: string; message?: string; reason?: string } } | null;
  if (isSessionLost(response.status, body?.error?.reason)) reportSessionLost();
  const error = body?.error;
  return new ApiError(response.status, {
    code: (error?.code ?? 'internal') as ApiError['code'],
    message: error?.message ?? (response.statusText || 'Request failed'),
  });
}
