import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply } from 'fastify';
import { AI_MESSAGES, type TChatStreamEvent } from '../../../shared/ai/chat.schema.js';
import type { TChatRun } from './chat.service.js';
import { ProviderError, providerErrorOf, TimeoutReason } from './openai.provider.js';

/** A comment line is sent this often while an answer streams. */
const HEARTBEAT_MS = 15_000;

/** What ends an answer early: the browser going away, or AI_TIMEOUT_MS passing. */
export interface TAnswerControl {
  signal: AbortSignal;
  clientGone(): boolean;
  dispose(): void;
}

export function answerControl(reply: FastifyReply, timeoutMs: number): TAnswerControl {
  const controller = new AbortController();
  let gone = false;
  // The response closes before it has finished only when the browser went away (a stop, a closed tab).
  const onClose = () => {
    if (reply.raw.writableFinished) return;
    gone = true;
    controller.abort(new Error('The browser closed the answer'));
  };
  reply.raw.on('close', onClose);
  const timer = setTimeout(() => controller.abort(new TimeoutReason('The answer took too long')), timeoutMs);
  return {
    signal: controller.signal,
    clientGone: () => gone,
    dispose() {
      clearTimeout(timer);
      reply.raw.off('close', onClose);
    },
  };
}

/**
 * Streams an answer as server-sent events: `meta`, the `reasoning` and `delta` pieces as they come,
 * then `done` once the exchange is stored, or `error` with the message given back. A browser that
 * went away after part of the answer keeps it (stored, charged); before any, nothing is charged.
 */
export async function streamChatRun(reply: FastifyReply, run: TChatRun, control: TAnswerControl, showReasoning: boolean): Promise<void> {
  reply.hijack();
  const raw = reply.raw;
  // Headers set by the hooks so far (security headers) go out with the stream.
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) headers[name] = value;
  raw.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
  });
  const send = (e: TChatStreamEvent) => {
    if (!raw.destroyed && !raw.writableEnded) raw.write(`event: ${e.event}\ndata: ${JSON.stringify(e.data)}\n\n`);
  };
  send({ event: 'meta', data: run.meta });
  // A model that thinks quietly for a while must not look like a dead connection to a proxy.
  const heartbeat = setInterval(() => {
    if (!raw.destroyed && !raw.writableEnded) raw.write(': keep-alive\n\n');
  }, HEARTBEAT_MS);
  let answer = '';
  let reasoning = '';
  let failure: ProviderError | null = null;
  try {
    for await (const piece of run.answer.pieces) {
      if (piece.kind === 'reasoning') {
        if (!showReasoning) continue;
        reasoning += piece.text;
      } else {
        answer += piece.text;
      }
      send({ event: piece.kind, data: { delta: piece.text } });
    }
    if (control.signal.aborted && !control.clientGone()) failure = providerErrorOf(control.signal.reason, control.signal);
    else if (!answer.trim() && !control.clientGone()) failure = new ProviderError('provider_failed', AI_MESSAGES.providerFailed);
  } catch (error) {
    failure = providerErrorOf(error, control.signal);
  } finally {
    control.dispose();
    clearInterval(heartbeat);
  }
  try {
    if (control.clientGone() ? !answer.trim() : failure) {
      await run.fail();
      if (failure) send({ event: 'error', data: { code: failure.code, message: failure.message } });
    } else {
      const done = await run.complete(answer, reasoning || null);
      send({ event: 'done', data: done });
    }
  } catch (error) {
    await run.fail().catch(() => {});
    reply.log.error({ err: error }, 'the chat answer could not be stored');
    send({ event: 'error', data: { code: 'internal', message: 'An unexpected error occurred. Please try again.' } });
  } finally {
    raw.end();
  }
}
