import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { toast } from 'sonner';
import { api } from './api';

let toastError: MockInstance;
beforeEach(() => {
  toastError = vi.spyOn(toast, 'error').mockReturnValue(undefined as never);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function networkDown(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
}

describe('an action while offline', () => {
  it('says "You are offline. Please reconnect to continue." once, and still fails', async () => {
    networkDown(true);
    await expect(api('POST', '/api/prospects', {})).rejects.toMatchObject({ status: 0 });
    await expect(api('DELETE', '/api/prospects/p1')).rejects.toMatchObject({ status: 0 });
    await vi.waitFor(() => expect(toastError).toHaveBeenCalled());
    expect(toastError).toHaveBeenCalledWith('You are offline. Please reconnect to continue.', { id: 'offline-action' });
  });

  it('says nothing for a read (the worker may have kept it) nor when the server alone is unreachable', async () => {
    networkDown(true);
    await expect(api('GET', '/api/prospects')).rejects.toMatchObject({ status: 0 });
    networkDown(false);
    await expect(api('POST', '/api/prospects', {})).rejects.toMatchObject({ status: 0 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(toastError).not.toHaveBeenCalled();
  });
});
