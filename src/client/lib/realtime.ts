import { useEffect, useRef, useSyncExternalStore } from 'react';

/** Where the shared socket stands, for a status hint in the header. */
export type TRealtimeStatus = 'connecting' | 'open' | 'closed';

/** The JSON frame the server pushes: `{"type": "...", "data": {...}}`. */
export interface TRealtimeMessage {
  type: string;
  data?: unknown;
}

type THandler = (data: unknown) => void;

const INITIAL_DELAY_MS = 1_000;
const MAX_DELAY_MS = 30_000;
/** The close code the server uses for a socket without a session. */
export const UNAUTHORIZED_CLOSE_CODE = 4401;

/** Exponential backoff with equal jitter: half the step is fixed, half random, so tabs do not reconnect in lockstep. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const step = Math.min(MAX_DELAY_MS, INITIAL_DELAY_MS * 2 ** attempt);
  return Math.round(step / 2 + random() * (step / 2));
}

function realtimeUrl(): string {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}/api/realtime`;
}

interface TClientOptions {
  url?: () => string;
  random?: () => number;
  /** Called when the server refuses the socket for want of a session. */
  onUnauthorized?: () => void;
}

/**
 * One WebSocket to `/api/realtime` that reconnects until stopped. Handlers are kept per event type
 * and survive reconnects, so subscribers never resubscribe.
 */
export class RealtimeClient {
  private socket: WebSocket | null = null;
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running = false;
  private status: TRealtimeStatus = 'closed';
  private readonly handlers = new Map<string, Set<THandler>>();
  private readonly statusListeners = new Set<() => void>();
  private readonly url: () => string;
  private readonly random: () => number;
  onUnauthorized?: () => void;

  constructor(options: TClientOptions = {}) {
    this.url = options.url ?? realtimeUrl;
    this.random = options.random ?? Math.random;
    this.onUnauthorized = options.onUnauthorized;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    window.addEventListener('online', this.reconnectNow);
    this.open();
  }

  stop(): void {
    this.running = false;
    window.removeEventListener('online', this.reconnectNow);
    this.clearTimer();
    const socket = this.socket;
    this.socket = null;
    if (socket) closeQuietly(socket);
    this.attempt = 0;
    this.setStatus('closed');
  }

  on(type: string, handler: THandler): () => void {
    let set = this.handlers.get(type);
    if (!set) {
      set = new Set();
      this.handlers.set(type, set);
    }
    set.add(handler);
    return () => set.delete(handler);
  }

  getStatus = (): TRealtimeStatus => this.status;

  subscribeStatus = (listener: () => void): (() => void) => {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  };

  private open(): void {
    this.clearTimer();
    this.setStatus('connecting');
    let socket: WebSocket;
    try {
      socket = new WebSocket(this.url());
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.attempt = 0;
      this.setStatus('open');
    };
    socket.onmessage = (event: MessageEvent) => {
      if (this.socket === socket) this.dispatch(event.data);
    };
    socket.onclose = (event: CloseEvent) => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (event.code === UNAUTHORIZED_CLOSE_CODE) this.onUnauthorized?.();
      this.scheduleReconnect();
    };
  }

  private dispatch(raw: unknown): void {
    if (typeof raw !== 'string') return;
    let message: TRealtimeMessage;
    try {
      message = JSON.parse(raw) as TRealtimeMessage;
    } catch {
      return;
    }
    if (typeof message?.type !== 'string') return;
    for (const handler of this.handlers.get(message.type) ?? []) handler(message.data);
  }

  private scheduleReconnect(): void {
    this.setStatus('closed');
    if (!this.running) return;
    const delay = reconnectDelay(this.attempt, this.random);
    this.attempt += 1;
    this.timer = setTimeout(() => this.open(), delay);
  }

  /** The browser came back online: skip the rest of the backoff wait. */
  private reconnectNow = (): void => {
    if (this.running && !this.socket) this.open();
  };

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private setStatus(status: TRealtimeStatus): void {
    if (this.status === status) return;
    this.status = status;
    for (const listener of this.statusListeners) listener();
  }
}

/** Closing a socket still connecting makes the browser log an error; let it open, then close it. */
function closeQuietly(socket: WebSocket): void {
  socket.onmessage = null;
  socket.onclose = null;
  if (socket.readyState === WebSocket.CONNECTING) socket.onopen = () => socket.close(1000);
  else {
    socket.onopen = null;
    socket.close(1000);
  }
}

/** The one connection of the signed-in app. */
export const realtime = new RealtimeClient();

/**
 * Keeps the shared connection open while `userId` is set (the signed-in shell is mounted) and
 * closes it when the user signs out or the shell unmounts.
 */
export function useRealtimeConnection(userId: string | null | undefined, onUnauthorized?: () => void): void {
  const unauthorized = useRef(onUnauthorized);
  unauthorized.current = onUnauthorized;
  useEffect(() => {
    if (!userId) return;
    realtime.onUnauthorized = () => unauthorized.current?.();
    realtime.start();
    return () => realtime.stop();
  }, [userId]);
}

/** Calls `handler` with the `data` of each pushed event of `type`; the latest handler is always used. */
export function useRealtimeEvent<T = unknown>(type: string, handler: (data: T) => void): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => realtime.on(type, (data) => latest.current(data as T)), [type]);
}

/** Calls `handler` whenever the socket connects again after a drop: events pushed meanwhile were missed. */
export function useRealtimeReconnect(handler: () => void): void {
  const connectedBefore = useRef(false);
  useRealtimeEvent('ready', () => {
    if (connectedBefore.current) handler();
    connectedBefore.current = true;
  });
}

export function useRealtimeStatus(): TRealtimeStatus {
  return useSyncExternalStore(realtime.subscribeStatus, realtime.getStatus, realtime.getStatus);
}
