import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RealtimeClient, UNAUTHORIZED_CLOSE_CODE, reconnectDelay } from './realtime';
import { FakeWebSocket, installFakeWebSocket } from './realtime.fake';

const half = () => 0.5;

describe('reconnectDelay', () => {
  it('doubles from 1 s up to 30 s, with jitter in the upper half of each step', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((attempt) => reconnectDelay(attempt, () => 1))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    expect(reconnectDelay(0, () => 0)).toBe(500);
    expect(reconnectDelay(10, () => 0)).toBe(15000);
  });
});

describe('RealtimeClient', () => {
  let client: RealtimeClient;

  beforeEach(() => {
    vi.useFakeTimers();
    installFakeWebSocket();
    client = new RealtimeClient({ url: () => 'ws://localhost/api/realtime', random: half });
  });

  afterEach(() => {
    client.stop();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('delivers pushed events to the handlers of their type', () => {
    const created = vi.fn();
    const other = vi.fn();
    client.on('notification.created', created);
    client.on('deal.updated', other);
    client.start();
    FakeWebSocket.last.open();
    FakeWebSocket.last.push('notification.created', { id: 'n1' });
    expect(created).toHaveBeenCalledWith({ id: 'n1' });
    expect(other).not.toHaveBeenCalled();
    expect(client.getStatus()).toBe('open');
  });

  it('ignores frames that are not JSON events', () => {
    const handler = vi.fn();
    client.on('x', handler);
    client.start();
    FakeWebSocket.last.onmessage?.(new MessageEvent('message', { data: 'not json' }));
    expect(handler).not.toHaveBeenCalled();
  });

  it('reconnects with growing delays and starts over after a successful open', () => {
    client.start();
    FakeWebSocket.last.drop();
    expect(client.getStatus()).toBe('closed');
    vi.advanceTimersByTime(749);
    expect(FakeWebSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.instances).toHaveLength(2);
    expect(client.getStatus()).toBe('connecting');

    FakeWebSocket.last.drop();
    vi.advanceTimersByTime(1499);
    expect(FakeWebSocket.instances).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.instances).toHaveLength(3);

    FakeWebSocket.last.open();
    FakeWebSocket.last.drop();
    vi.advanceTimersByTime(750);
    expect(FakeWebSocket.instances).toHaveLength(4);
  });

  it('reports a refused session and keeps trying', () => {
    const onUnauthorized = vi.fn();
    client.onUnauthorized = onUnauthorized;
    client.start();
    FakeWebSocket.last.drop(UNAUTHORIZED_CLOSE_CODE);
    expect(onUnauthorized).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(750);
    expect(FakeWebSocket.instances).toHaveLength(2);
  });

  it('closes on stop and does not reconnect', () => {
    client.start();
    FakeWebSocket.last.open();
    client.stop();
    expect(FakeWebSocket.last.closedWith).toBe(1000);
    vi.advanceTimersByTime(60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(client.getStatus()).toBe('closed');
  });

  it('keeps handlers across reconnects', () => {
    const handler = vi.fn();
    client.on('announcement.created', handler);
    client.start();
    FakeWebSocket.last.drop();
    vi.advanceTimersByTime(750);
    FakeWebSocket.last.open();
    FakeWebSocket.last.push('announcement.created', { id: 'a1' });
    expect(handler).toHaveBeenCalledWith({ id: 'a1' });
  });
});
