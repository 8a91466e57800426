import type { TFunction } from 'i18next';
import { AI_MESSAGES } from '@shared/ai/chat.schema';
import { ApiError } from '../../../lib/api';

/** Stream `error` codes the server sends, each with its text in the `ai` namespace. */
const STREAM_ERROR_KEYS: Record<string, string> = {
  provider_timeout: 'errors.providerTimeout',
  provider_failed: 'errors.providerFailed',
  stream_closed: 'errors.providerFailed',
  quota_exhausted: 'errors.quotaReached',
  chat_gone: 'errors.chatGone',
};

/**
 * The text to show for a refused or failed answer, in the interface language where the server's
 * message is one of the contract's (AI_MESSAGES, written in English), else the server's own words.
 */
export function aiErrorText(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return t('errors.network');
    if (STREAM_ERROR_KEYS[error.code]) return t(STREAM_ERROR_KEYS[error.code]);
    if (error.status === 402) return t('errors.quotaReached');
    if (error.status === 403) return t('errors.comingSoon');
    if (error.status === 429) return t('errors.rateLimited');
    return knownMessage(t, error.message) ?? error.message;
  }
  if (isStreamError(error)) return (STREAM_ERROR_KEYS[error.code] && t(STREAM_ERROR_KEYS[error.code])) || knownMessage(t, error.message) || error.message;
  return t('errors.providerFailed');
}

function knownMessage(t: TFunction, message: string): string | undefined {
  const key = (Object.keys(AI_MESSAGES) as (keyof typeof AI_MESSAGES)[]).find((k) => AI_MESSAGES[k] === message);
  return key && t(`errors.${key}`);
}

export interface TStreamError {
  code: string;
  message: string;
}

function isStreamError(value: unknown): value is TStreamError {
  return typeof value === 'object' && value !== null && typeof (value as TStreamError).code === 'string' && typeof (value as TStreamError).message === 'string';
}
