import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, inject, it } from 'vitest';

/**
 * When the database fails, better-auth's own logger used to print the failed query with its
 * parameters (the session token) straight to the console, past pino's redaction, and sign-in
 * answered 500. Everything the process prints is read here, in development and production modes.
 */
for (const nodeEnv of ['test', 'production']) {
  it(`keeps the session token and raw NUL out of everything printed during an outage (${nodeEnv} logs), and answers 503`, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'upline-outage-'));
    const secretsFile = join(dir, 'secrets.json');
    const child = fileURLToPath(new URL('./support/outage-log.child.ts', import.meta.url));
    const env = { ...process.env, SECRETS_FILE: secretsFile, CHILD_NODE_ENV: nodeEnv, PGLITE_TEMPLATE_PATH: inject('pgliteTemplatePath') ?? '' };
    const output = await new Promise<{ code: number | null; text: string }>((resolve) => {
      const proc = spawn(process.execPath, ['--import', 'tsx', child], { env, stdio: ['ignore', 'pipe', 'pipe'] });
      let text = '';
      proc.stdout.on('data', (d) => (text += d));
      proc.stderr.on('data', (d) => (text += d));
      proc.on('close', (code) => resolve({ code, text }));
    });
    expect(output.code, output.text.slice(-2000)).toBe(0);
    const { token, statuses } = JSON.parse(readFileSync(secretsFile, 'utf8')) as { token: string; statuses: number[] };
    rmSync(dir, { recursive: true, force: true });
    expect(token.length).toBeGreaterThan(10);
    // The profile behind a failing session query, and sign-in with the database gone: 503.
    expect([statuses[0], statuses[3]]).toEqual([503, 503]);
    expect(statuses.every((s) => s !== undefined && s < 600)).toBe(true);
    expect(output.text).toMatch(/session/i);
    expect(output.text.includes(token), 'the session token reached the log').toBe(false);
    expect(output.text).not.toContain('\u0000');
  }, 120_000);
}
