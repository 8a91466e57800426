import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';

/**
 * End-to-end: the built app on throwaway PGlite directories, driven in Debian's Chromium.
 *
 * The suite runs on two app servers side by side (E2E_PORT and the port after it), each with its
 * own data directory, its own demo accounts and one worker of its own. A spec never shares a
 * server with another spec running at the same time: what one spec switches on for everybody
 * (maintenance mode, a system alert, an announcement) or changes in the demo seller's data cannot
 * reach a spec on the other server, and each PGlite connection serves one browser at a time, as
 * in the one-server run. Inside a server the specs run one after the other in file-name order,
 * so a run is the same from one time to the next.
 *
 * E2E_SERVERS=1: one server and one worker (a single spec needs no second server).
 * E2E_PORT lets two runs side by side (each on its own ports and data directories).
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const SERVERS = Math.max(1, Math.min(2, Number(process.env.E2E_SERVERS ?? 2)));
const PORTS = Array.from({ length: SERVERS }, (_, i) => PORT + i);

/**
 * About how long each spec takes (seconds, one server, from the run of the whole suite on a busy
 * machine, load 12-19 on 2 cores): the specs are dealt out to the servers by these weights,
 * longest first, each to the server with the least so far. A spec missing here counts as a
 * minute; add a new spec's time here once measured (the list reporter prints each test's time).
 */
const SPEC_SECONDS: Record<string, number> = {
  'layout-a11y.spec.ts': 850,
  'calendar-follow-ups.spec.ts': 165,
  'tasks.spec.ts': 150,
  'funnel.spec.ts': 135,
  'realtime-search.spec.ts': 45,
  'admin-support.spec.ts': 40,
  'admin.spec.ts': 40,
  'account-flows.spec.ts': 35,
  'billing.spec.ts': 35,
  'pipeline.spec.ts': 35,
  'referral.spec.ts': 35,
  'saved-views.spec.ts': 30,
  'oauth.spec.ts': 30,
  'system-status.spec.ts': 30,
  'hot-leads.spec.ts': 25,
  'auth.spec.ts': 25,
  'crm.spec.ts': 25,
  'support.spec.ts': 15,
  'team-analytics.spec.ts': 40,
  'ai.spec.ts': 30,
  'import.spec.ts': 30,
  'report-generator.spec.ts': 30,
  'detailed-reports.spec.ts': 20,
  'landing.spec.ts': 10,
  // Measured at load averages of 22-30 (290, 320 and 250 s), scaled to a quiet machine: remeasure.
  'offline.spec.ts': 90,
  'responsive.spec.ts': 100,
  'keyboard.spec.ts': 70,
};
const DEFAULT_SPEC_SECONDS = 60;

/**
 * Specs run in halves, one half on each server: their tests carry one of the two tags. The
 * layout and axe sweep is a third of the suite; its light and dark passes go to different servers.
 */
const SPLIT_SPECS: Record<string, [string, string]> = {
  'layout-a11y.spec.ts': ['@sweep-a', '@sweep-b'],
};

/** The spec files of each server: a fixed split (the same files give the same split every time). */
function dealSpecs(servers: number): string[][] {
  const specs = readdirSync(join(import.meta.dirname, 'e2e'))
    .filter((name) => name.endsWith('.spec.ts'))
    .sort();
  const weight = (name: string) => SPEC_SECONDS[name] ?? DEFAULT_SPEC_SECONDS;
  const shares = Array.from({ length: servers }, () => ({ seconds: 0, specs: [] as string[] }));
  const split = specs.filter((spec) => servers === 2 && SPLIT_SPECS[spec]);
  for (const spec of split) for (const share of shares) share.seconds += weight(spec) / 2;
  const whole = specs.filter((spec) => !split.includes(spec)).sort((a, b) => weight(b) - weight(a) || a.localeCompare(b));
  for (const spec of whole) {
    const lightest = shares.reduce((least, share) => (share.seconds < least.seconds ? share : least));
    lightest.seconds += weight(spec);
    lightest.specs.push(spec);
  }
  return shares.map((share) => [...share.specs, ...split].sort());
}

/** On server i, the tests of the split specs tagged for the other server are left out. */
const otherHalf = (i: number) => new RegExp(Object.values(SPLIT_SPECS).map((tags) => tags[1 - i]).join('|'));

const serverEnv = (port: number) => ({
  PORT: String(port),
  BASE_URL: `http://localhost:${port}`,
  DATA_DIR: port === 3100 ? '.e2e-data' : `.e2e-data-${port}`,
  SIGN_IN_RATE_LIMIT: '1000',
  AUTH_RATE_LIMIT: '5000',
  FREE_LIMIT_PROSPECTS: '2',
  LOG_LEVEL: 'warn',
  SCHEDULER_INTERVAL_MS: '2000',
});

const webServers: PlaywrightTestConfig['webServer'] = PORTS.map((port, i) => ({
  command: 'node scripts/e2e-server.mjs',
  url: `http://localhost:${port}/api/health`,
  timeout: 240_000,
  reuseExistingServer: false,
  stdout: 'ignore',
  stderr: 'pipe',
  // The servers after the first start once it answers: the first builds what is stale, and two
  // builds at once would write the same files.
  env: { ...serverEnv(port), ...(i > 0 && { E2E_WAIT_FOR: `http://localhost:${PORTS[0]}/api/health` }) },
}));

const specsByServer = dealSpecs(SERVERS);

export default defineConfig({
  testDir: 'e2e',
  // Two workers share the two cores: a test may take longer than alone, never checks less.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: SERVERS,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    // A service worker would download the whole app beside every spec and answer some of its
    // requests; offline.spec.ts, which is about the worker, allows it.
    serviceWorkers: 'block',
    // A trace records a screencast of every frame: a third of the browsers' CPU for the whole run
    // (the layout sweep: 3.9 → 3.4 min alone). CI retries a failed test once, and that retry is
    // traced; locally, `--trace on` or `--retries 1` gives one.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  // One project per server, one worker each: its specs in file-name order, as in a one-server run.
  projects: PORTS.map((port, i) => ({
    name: SERVERS === 1 ? 'e2e' : `server-${i + 1}`,
    testMatch: SERVERS === 1 ? '**/*.spec.ts' : specsByServer[i]!.map((spec) => `**/${spec}`),
    workers: 1,
    ...(SERVERS === 2 && { grepInvert: otherHalf(i) }),
    use: { baseURL: `http://localhost:${port}` },
  })),
  webServer: webServers,
});
