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

describe('named prepared statements', () => {
  it('are on unless DB_NAMED_STATEMENTS turns them off (a pooler that cannot keep them)', () => {
    expect(loadConfig({}).namedStatements).toBe(true);
    expect(loadConfig({ DB_NAMED_STATEMENTS: '0' }).namedStatements).toBe(false);
    expect(loadConfig({ DB_NAMED_STATEMENTS: 'false' }).namedStatements).toBe(false);
    expect(loadConfig({ DB_NAMED_STATEMENTS: '1' }).namedStatements).toBe(true);
  });
});
