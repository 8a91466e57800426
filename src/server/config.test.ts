import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

const SECRET = 'x'.repeat(40);

describe('demo accounts', () => {
  it('are seeded in development only unless SEED_DEMO says otherwise', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', BETTER_AUTH_SECRET: SECRET }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', BETTER_AUTH_SECRET: SECRET, SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', SEED_DEMO: '0' }).seedDemo).toBe(false);
  });
});
