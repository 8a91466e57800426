import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

const alias = {
  '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
  '@client': fileURLToPath(new URL('./src/client', import.meta.url)),
};

export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  test: {
    globals: true,
    // Vitest's default (cores − 1) is one worker on a 2-core machine, so every file waited its turn;
    // API tests spend much of their time waiting on password hashing, which a second worker fills.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts', 'tests/**/*.test.ts'],
          globalSetup: ['src/server/test/global-setup.ts'],
          // Files share a worker's module graph: each file builds its own app on its own database,
          // and nothing here mocks modules, so re-importing Fastify, drizzle and better-auth for
          // every file (most of the suite's time) bought nothing.
          isolate: false,
          // Generous: the security suites walk every route, and two workers share a busy machine.
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['src/client/**/*.test.{ts,tsx}'],
          setupFiles: ['src/client/test/setup.ts'],
          // A worker's files share its module graph and jsdom window: importing React, Radix and the
          // app again for every file was most of the project's time. The setup file puts back what
          // a file changes and gives files that mock modules fresh modules.
          pool: 'threads',
          isolate: false,
          // A render on a busy 2-core machine can take seconds: fail by assertion, never by the clock.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
