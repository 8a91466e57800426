import type { TApiError, TApiErrorBody, TErrorCode } from '@shared/common/errors';
import { MAINTENANCE_ERROR_CODE } from '@shared/admin/maintenance';
import { i18n } from './i18n';
import { isOffline, showOfflineActionError } from './network-status';
import { isSessionLost, reportSessionLost } from './session-expiry';

/** An error answer of the API, in the contract's shape. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: TErrorCode;
  readonly fields?: Record<string, string>;
  readonly reason?: string;
  readonly details?: Record<string, unknown>;
  /** A 409's record as it now stands, where the answer carries it (a stale version). */
  readonly current?: unknown;

  constructor(status: number, error: TApiError & { details?: Record<string, unknown> }) {
    super(error.message);
    this.status = status;
    this.code = error.code;
    this.fields = error.fields;
    this.reason = error.reason;
    this.details = error.details;
    this.current = error.current;
  }
}

function isErrorBody(value: unknown): value is TApiErrorBody {
  return typeof value === 'object' && value !== null && 'error' in value && typeof (value as TApiErrorBody).error?.message === 'string';
}

type TMaintenanceListener = (message: string) => void;
const maintenanceListeners = new Set<TMaintenanceListener>();

/** Listens for calls refused because maintenance mode is on (503 `maintenance`), with the admin's message; answers the unsubscribe function. */
export function onMaintenanceAnswer(listener: TMaintenanceListener): () => void {
  maintenanceListeners.add(listener);
  return () => {
    maintenanceListeners.delete(listener);
  };
}

/** Whether an error is the API's refusal while maintenance mode is on. */
export function isMaintenanceError(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 503 && (error.code as string) === MAINTENANCE_ERROR_CODE;
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** Calls the API with the session cookie; answers the parsed JSON or throws an ApiError. */
export async function api<T>(method: Method, path: string, body?: unknown, init?: { signal?: AbortSignal }): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      // The interface language, so that emails the call sends are written in it.
      headers: { 'accept-language': i18n.resolvedLanguage ?? i18n.language ?? 'en', ...(body !== undefined && { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: init?.signal,
    });
  } catch (cause) {
    if ((cause as Error).name === 'AbortError') throw cause;
    // A read can fall back on what the service worker kept; a change cannot happen offline at all.
    if (method !== 'GET' && isOffline()) showOfflineActionError(i18n.t('pwa.offlineAction'));
    throw new ApiError(0, { code: 'unavailable', message: 'network_error' });
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  const data: unknown = text ? safeJson(text) : undefined;
  if (!response.ok) {
    if (isSessionLost(response.status, isErrorBody(data) ? data.error.reason : undefined)) reportSessionLost();
    if (isErrorBody(data)) {
      const error = new ApiError(response.status, data.error);
      if (isMaintenanceError(error)) for (const listener of maintenanceListeners) listener(error.message);
      throw error;
    }
    throw new ApiError(response.status, { code: 'internal', message: response.statusText || 'Request failed' });
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
