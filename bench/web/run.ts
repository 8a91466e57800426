/**
 * `npm run bench:web`: Lighthouse (mobile and desktop presets) on `/`, `/login` and, signed in
 * as the demo seller, `/dashboard`, against the production build served by the real server on a
 * throwaway data directory. Prints the four category scores beside their goals, LCP, TBT, CLS
 * and the JavaScript transferred; exits 1 when a goal is missed. Too slow for CI: a bench.
 *
 * BENCH_WEB_RUNS (1) runs each page and preset that many times and keeps the median performance
 * run: on a shared machine one run can be an outlier. BENCH_WEB_URL measures a server already
 * running there instead (it must have the demo accounts).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium, type BrowserContext } from 'playwright-core';
import { freePort } from '../../scripts/lib/databases.js';
import { printTable } from '../../scripts/lib/print-table.js';

const RUNS = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 1));
const GIVEN_URL = process.env.BENCH_WEB_URL?.replace(/\/$/, '');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SELLER = { email: 'seller@upline.local', password: 'Seller-Demo-2026!' };

type TPreset = 'mobile' | 'desktop';
type TCategory = 'performance' | 'accessibility' | 'best-practices' | 'seo';
const CATEGORIES: TCategory[] = ['performance', 'accessibility', 'best-practices', 'seo'];

/** The goals of the delivery issue: a score (0–100) per category, or none. */
function goalOf(page: string, preset: TPreset, category: TCategory): number | undefined {
  if (category !== 'performance') return 95;
  if (page === '/dashboard') return preset === 'desktop' ? 90 : undefined;
  return preset === 'desktop' ? 95 : 90;
}

const PAGES = [
  { path: '/', signedIn: false },
  { path: '/login', signedIn: false },
  { path: '/dashboard', signedIn: true },
];

/** `npm start` (which builds what is missing or stale) on a free port and an empty data directory. */
async function startServer() {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'upline-web-bench-'));
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    BASE_URL: baseUrl,
    DATA_DIR: dataDir,
    BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
    SEED_DEMO: '1',
    LOG_LEVEL: 'warn',
  };
  const child = spawn(process.execPath, ['scripts/start.mjs'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const started = Date.now();
  // Up to a build of both sides and the first start's migrations and demo seed.
  while (Date.now() - started < 300_000) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output.slice(-3000)}`);
    const healthy = await fetch(`${baseUrl}/api/health`).then((r) => r.ok, () => false);
    if (healthy) return { baseUrl, stop };
    await new Promise((r) => setTimeout(r, 500));
  }
  await stop();
  throw new Error(`the server did not answer /api/health:\n${output.slice(-3000)}`);
}

/**
 * Chromium with a debugging port for Lighthouse. A persistent context is the browser's default
 * one, the one Lighthouse opens its tabs in, so a session cookie set here reaches them (and the
 * realtime socket, which headers added by Lighthouse would not).
 */
async function launchChromium() {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'upline-web-bench-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: [`--remote-debugging-port=${port}`, '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const close = async () => {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  };
  return { port, context, close };
}

/** Signs the demo seller in through the API; the session cookie lands in the browser's jar. */
async function signIn(context: BrowserContext, baseUrl: string): Promise<void> {
  const res = await context.request.post(`${baseUrl}/api/auth/sign-in/email`, { data: SELLER, headers: { origin: baseUrl } });
  if (!res.ok()) throw new Error(`sign-in as ${SELLER.email} answered ${res.status()}: ${await res.text()}`);
}

async function signOut(context: BrowserContext, baseUrl: string): Promise<void> {
  await context.clearCookies({ domain: new URL(baseUrl).hostname });
}

/** One Lighthouse run; a run whose trace failed (NO_NAVSTART, NO_FCP on a busy machine) is tried again, twice at most. */
async function audit(url: string, preset: TPreset, port: number, attempt = 1): Promise<Result> {
  const flags: Flags = { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES };
  const answer = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
  if (!answer) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = answer;
  if (!lhr.runtimeError) return lhr;
  const failure = `Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
  if (attempt >= 3) throw new Error(failure);
  console.log(`[bench:web]   ${failure}; again`);
  return audit(url, preset, port, attempt + 1);
}

function median(results: Result[]): Result {
  const sorted = [...results].sort((a, b) => (a.categories.performance.score ?? 0) - (b.categories.performance.score ?? 0));
  return sorted[Math.floor(sorted.length / 2)];
}

const missed: string[] = [];

function row(page: string, preset: TPreset, lhr: Result): Record<string, string> {
  const cells: Record<string, string> = { page, preset };
  for (const category of CATEGORIES) {
    const score = Math.round((lhr.categories[category].score ?? 0) * 100);
    const goal = goalOf(page, preset, category);
    const met = goal === undefined || score >= goal;
    if (!met) missed.push(`${page} ${preset} ${category} ${score} < ${goal}`);
    cells[category] = goal === undefined ? `${score}` : `${score} (≥${goal} ${met ? 'met' : 'MISSED'})`;
  }
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? 0;
  const scripts = (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items?.find((i) => i.resourceType === 'script');
  cells['LCP s'] = (metric('largest-contentful-paint') / 1000).toFixed(2);
  cells['TBT ms'] = metric('total-blocking-time').toFixed(0);
  cells.CLS = metric('cumulative-layout-shift').toFixed(3);
  cells['JS KB'] = ((scripts?.transferSize ?? 0) / 1024).toFixed(1);
  return cells;
}

async function main() {
  if (!GIVEN_URL) console.log('[bench:web] starting the production server (building what is missing or stale)…');
  const server = GIVEN_URL ? { baseUrl: GIVEN_URL, stop: async () => {} } : await startServer();
  const chrome = await launchChromium();
  const rows: Record<string, string>[] = [];
  try {
    for (const { path, signedIn } of PAGES) {
      if (signedIn) await signIn(chrome.context, server.baseUrl);
      else await signOut(chrome.context, server.baseUrl);
      for (const preset of ['mobile', 'desktop'] as const) {
        const results: Result[] = [];
        for (let run = 1; run <= RUNS; run += 1) {
          console.log(`[bench:web] ${path} ${preset}${RUNS > 1 ? ` run ${run}/${RUNS}` : ''}…`);
          results.push(await audit(`${server.baseUrl}${path}`, preset, chrome.port));
        }
        const lhr = median(results);
        if (new URL(lhr.finalDisplayedUrl).pathname !== path) throw new Error(`${path} ended on ${lhr.finalDisplayedUrl}`);
        rows.push(row(path, preset, lhr));
      }
    }
  } finally {
    await chrome.close();
    await server.stop();
  }
  console.log(`\nLighthouse ${RUNS > 1 ? `(median of ${RUNS} runs) ` : ''}on ${CHROMIUM}; load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}\n`);
  printTable(rows);
  if (missed.length) {
    console.log(`\n${missed.length} goal(s) missed:\n  ${missed.join('\n  ')}`);
    process.exitCode = 1;
  } else console.log('\nEvery goal met.');
}

await main();
