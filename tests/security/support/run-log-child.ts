import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

/**
 * Runs one of the log-check children (`./<name>.child.ts`) with the run's PGlite template, and
 * answers its exit code, everything it printed (stdout and stderr) and the JSON it wrote to
 * SECRETS_FILE: the values that must not appear in that output.
 */
export async function runLogChild<T>(name: string, env: Record<string, string> = {}): Promise<{ code: number | null; text: string; secrets: T | null }> {
  const dir = mkdtempSync(join(tmpdir(), 'upline-logs-'));
  const secretsFile = join(dir, 'secrets.json');
  const child = fileURLToPath(new URL(`./${name}.child.ts`, import.meta.url));
  const fullEnv = { ...process.env, ...env, SECRETS_FILE: secretsFile, PGLITE_TEMPLATE_PATH: inject('pgliteTemplatePath') ?? '' };
  try {
    const { code, text } = await new Promise<{ code: number | null; text: string }>((resolve) => {
      const proc = spawn(process.execPath, ['--import', 'tsx', child], { env: fullEnv, stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '';
      proc.stdout.on('data', (d) => (out += d));
      proc.stderr.on('data', (d) => (out += d));
      proc.on('close', (exit) => resolve({ code: exit, text: out }));
    });
    let secrets: T | null = null;
    try {
      secrets = JSON.parse(readFileSync(secretsFile, 'utf8')) as T;
    } catch {
      secrets = null;
    }
    return { code, text, secrets };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
