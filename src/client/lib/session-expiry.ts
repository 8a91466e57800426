type TListener = () => void;

const listeners = new Set<TListener>();

/**
 * Whether an error answer means the request carried no valid session: a 401 without a finer
 * reason (ours) or better-auth's `unauthorized`. A wrong password or code is a 401 with a reason.
 */
export function isSessionLost(status: number, reason: string | undefined): boolean {
  return status === 401 && (reason === undefined || reason === 'unauthorized');
}

/** Told by the API client whenever a call was refused for want of a session. */
export function reportSessionLost(): void {
  for (const listener of listeners) listener();
}

/** Listens for refused calls; answers the unsubscribe function. */
export function onSessionLost(listener: TListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
