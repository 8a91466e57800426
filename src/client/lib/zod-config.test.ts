import { describe, expect, it } from 'vitest';
import './zod-config';
import { globalConfig } from 'zod/v4/core';

describe('zod in the browser', () => {
  it('parses without compiling (no eval under the CSP)', () => {
    expect(globalConfig.jitless).toBe(true);
  });
});
