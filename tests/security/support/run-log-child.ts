import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { inject } from 'vitest';

const CHILDREN = ['log-capture', 'outage-log'];

let bundled: Promise<string> | undefined;

/**
 * The children as one bundle each, built once per worker. Started through tsx, a child spent most
 * of its 13 s of CPU resolving and transforming a few thousand modules; the bundle starts in about
 * half that. It is the same source, compiled by the same esbuild that tsx uses. It sits beside the
 * sources, so the `import.meta.url` lookups of the app (geoip-country) resolve as they do there,
 * and is removed when the worker exits. PGlite and geoip-country stay outside it: they load their
 * data files from their own folders.
 */
function bundleChildren(): Promise<string> {
  bundled ??= (async () => {
    const here = fileURLToPath(new URL('.', import.meta.url));
    const outdir = mkdtempSync(join(here, '.bundle-'));
    process.once('exit', () => rmSync(outdir, { recursive: true, force: true }));
    await build({
      entryPoints: CHILDREN.map((name) => join(here, `${name}.child.ts`)),
      outdir,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node22',
      outExtension: { '.js': '.mjs' },
      external: ['@electric-sql/pglite', 'geoip-country'],
      // Bundled CommonJS packages call require(); an ES module has none of its own.
      banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
      logLevel: 'warning',
    });
    return outdir;
  })();
  return bundled;
}

/**
 * Runs one of the log-check children (`./<name>.child.ts`) with the run's PGlite template, and
 * answers its exit code, everything it printed (stdout and stderr) and the JSON it wrote to
 * SECRETS_FILE: the values that must not appear in that output.
 */
export async function runLogChild<T>(name: string, env: Record<string, string> = {}): Promise<{ code: number | null; text: string; secrets: T | null }> {
  const dir = mkdtempSync(join(tmpdir(), 'upline-logs-'));
  const secretsFile = join(dir, 'secrets.json');
  const child = join(await bundleChildren(), `${name}.child.mjs`);
  const fullEnv = { ...process.env, ...env, SECRETS_FILE: secretsFile, PGLITE_TEMPLATE_PATH: inject('pgliteTemplatePath') ?? '' };
  try {
    const { code, text } = await new Promise<{ code: number | null; text: string }>((resolve) => {
      const proc = spawn(process.execPath, [child], { env: fullEnv, stdio: ['ignore', 'pipe', 'pipe'] });
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
