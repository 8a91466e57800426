import OpenAI, { APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import { AI_MESSAGES, type TChatRole } from '../../../shared/ai/chat.schema.js';
import { ThinkSplitter, type TAnswerPiece } from './think-splitter.js';

/** A provider failure the user is told about (nothing is charged for it). */
export class ProviderError extends Error {
  constructor(
    readonly code: 'provider_failed' | 'provider_timeout',
    message: string,
  ) {
    super(message);
  }
}

/** The answer being generated: where it comes from, and its pieces as they arrive. */
export interface TAnswerStream {
  provider: 'openai' | 'offline';
  model: string;
  pieces: AsyncIterable<TAnswerPiece>;
}

export interface TProviderSettings {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
}

export interface TProviderCall {
  system: string;
  messages: { role: TChatRole; content: string }[];
  showReasoning: boolean;
  /** Aborted when the browser goes away or the answer outlasts AI_TIMEOUT_MS. */
  signal: AbortSignal;
}

/** Reasoning as compatible servers stream it beside the content (DeepSeek, vLLM, LM Studio: `reasoning_content`; Ollama, OpenRouter: `reasoning`). */
type TDeltaWithReasoning = { content?: string | null; reasoning_content?: string | null; reasoning?: string | null };

/**
 * Opens a streamed chat completion on any OpenAI-compatible endpoint through the official client.
 * Resolves once the provider has accepted the request (its errors reject here, before anything is
 * streamed to the browser); the pieces then follow. A stream that ends without a finish reason
 * was cut short and fails like an error.
 */
export async function openProviderStream(settings: TProviderSettings, call: TProviderCall): Promise<TAnswerStream> {
  // The SDK must not retry on its own: the answer is charged once and the user waits once.
  const client = new OpenAI({ baseURL: settings.baseUrl, apiKey: settings.apiKey ?? 'unused', timeout: settings.timeoutMs, maxRetries: 0 });
  const messages = [{ role: 'system' as const, content: call.system }, ...call.messages.map((m) => ({ role: m.role, content: m.content }))];
  let stream;
  try {
    stream = await client.chat.completions.create({ model: settings.model, messages, stream: true }, { signal: call.signal });
  } catch (error) {
    throw providerErrorOf(error, call.signal);
  }
  return { provider: 'openai', model: settings.model, pieces: piecesOf(stream, call) };
}

async function* piecesOf(stream: AsyncIterable<OpenAI.Chat.Completions.ChatCompletionChunk>, call: TProviderCall): AsyncGenerator<TAnswerPiece> {
  const splitter = new ThinkSplitter();
  let finished = false;
  try {
    for await (const chunk of stream) {
      const choice = chunk.choices?.[0];
      if (!choice) continue;
      const delta = (choice.delta ?? {}) as TDeltaWithReasoning;
      const reasoning = delta.reasoning_content ?? delta.reasoning;
      if (reasoning) yield { kind: 'reasoning', text: reasoning };
      if (delta.content) yield* splitter.push(delta.content);
      if (choice.finish_reason) finished = true;
    }
  } catch (error) {
    throw providerErrorOf(error, call.signal);
  }
  yield* splitter.flush();
  // The client ends an aborted stream quietly: a timeout must still read as one.
  if (!finished && call.signal.aborted) throw providerErrorOf(call.signal.reason, call.signal);
  if (!finished) throw new ProviderError('provider_failed', 'The AI provider closed the answer early.');
}

/** Any failure of the provider call as a ProviderError: timeouts apart, with the provider's own words when it gave some. */
export function providerErrorOf(error: unknown, signal: AbortSignal): ProviderError {
  if (error instanceof ProviderError) return error;
  if (error instanceof APIConnectionTimeoutError || (signal.aborted && signal.reason instanceof TimeoutReason)) return new ProviderError('provider_timeout', AI_MESSAGES.providerTimeout);
  if (error instanceof APIUserAbortError) return new ProviderError('provider_failed', 'The answer was stopped.');
  if (error instanceof APIError && error.status) return new ProviderError('provider_failed', `The AI provider could not answer (${error.status}${providerMessage(error) ? `: ${providerMessage(error)}` : ''}). Please try again.`);
  return new ProviderError('provider_failed', AI_MESSAGES.providerFailed);
}

/** The provider's own message, kept short (it can name a missing model or a bad key: useful to the admin who set it up). */
function providerMessage(error: APIError): string {
  const inner = (error.error as { message?: unknown } | undefined)?.message;
  return typeof inner === 'string' ? inner.slice(0, 200) : '';
}

/** The abort reason of the answer's time limit, told apart from the browser going away. */
export class TimeoutReason extends Error {}
