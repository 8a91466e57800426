import { defineConfig } from '@playwright/test';

/** E2E_PORT lets two runs side by side (each on its own port and data directory). */
const PORT = Number(process.env.E2E_PORT ?? 3100);

/** End-to-end: the built app on a throwaway PGlite directory, driven in Debian's Chromium. */
export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://localhost:${PORT}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { PORT: String(PORT), BASE_URL: `http://localhost:${PORT}`, DATA_DIR: PORT === 3100 ? '.e2e-data' : `.e2e-data-${PORT}`, SIGN_IN_RATE_LIMIT: '1000', AUTH_RATE_LIMIT: '5000', FREE_LIMIT_PROSPECTS: '2', LOG_LEVEL: 'warn', SCHEDULER_INTERVAL_MS: '2000' },
  },
});
