import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { realtime } from './realtime';
import { FakeWebSocket, installFakeWebSocket } from './realtime.fake';

/**
 * Every test of the calling file starts with the app's socket open on a fake server (after
 * `setup`, e.g. polyfills), and ends with the socket stopped, the DOM cleared and mocks restored.
 */
export function withLiveSocket(setup?: () => void): void {
  beforeEach(() => {
    setup?.();
    installFakeWebSocket();
    realtime.start();
    FakeWebSocket.last.open();
  });
  afterEach(() => {
    realtime.stop();
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });
}
