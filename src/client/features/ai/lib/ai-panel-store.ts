import { useSyncExternalStore } from 'react';

/**
 * Requests to open the AI assistant, from its floating button or from any screen. Part of the
 * shell's code, so it holds nothing but a counter: the assistant itself loads on the first request.
 */
export interface TAiPanelRequest {
  /** Goes up by one per request; 0 until the first. */
  count: number;
  /** A prompt to put in the chat's input, if the request brings one. */
  prompt?: string;
}

let request: TAiPanelRequest = { count: 0 };
const listeners = new Set<() => void>();

/** Opens the assistant's panel (or, for those who may not chat yet, the Coming Soon dialog); with the flag off, the error toast. */
export function openAiPanel(prompt?: string): void {
  request = { count: request.count + 1, prompt };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useAiPanelRequest(): TAiPanelRequest {
  return useSyncExternalStore(subscribe, () => request);
}
