import { expect, it } from 'vitest';
import { runLogChild } from './support/run-log-child.js';

/**
 * When the database fails, better-auth's own logger used to print the failed query with its
 * parameters (the session token) straight to the console, past pino's redaction, and sign-in
 * answered 500. Everything the process prints is read here, in development and production modes.
 */
for (const nodeEnv of ['test', 'production']) {
  it(`keeps the session token and raw NUL out of everything printed during an outage (${nodeEnv} logs), and answers 503`, async () => {
    const output = await runLogChild<{ token: string; statuses: number[] }>('outage-log', { CHILD_NODE_ENV: nodeEnv });
    expect(output.code, output.text.slice(-2000)).toBe(0);
    const { token, statuses } = output.secrets!;
    expect(token.length).toBeGreaterThan(10);
    // The profile behind a failing session query, and sign-in with the database gone: 503.
    expect([statuses[0], statuses[3]]).toEqual([503, 503]);
    expect(statuses.every((s) => s !== undefined && s < 600)).toBe(true);
    expect(output.text).toMatch(/session/i);
    expect(output.text.includes(token), 'the session token reached the log').toBe(false);
    // Nothing of better-auth's reaches the console past the app's logger.
    expect(output.text).not.toContain('[Better Auth]');
    expect(output.text).not.toContain('\u0000');
  }, 120_000);
}
