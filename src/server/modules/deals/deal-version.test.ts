import { describe, expect, it } from 'vitest';
import { versionOfIfMatch, versionTag } from './deal-version.js';

describe('If-Match', () => {
  it('reads "3", W/"3" and 3 as version 3; nothing, empty or * as no condition', () => {
    expect([versionOfIfMatch('"3"'), versionOfIfMatch('W/"3"'), versionOfIfMatch('3'), versionOfIfMatch(' "12" ')]).toEqual([3, 3, 3, 12]);
    expect([versionOfIfMatch(undefined), versionOfIfMatch(''), versionOfIfMatch('*')]).toEqual([undefined, undefined, undefined]);
    expect(versionOfIfMatch(versionTag(7))).toBe(7);
  });

  it('refuses anything else as 400 with fields.version', () => {
    for (const bad of ['abc', '"0"', '"-1"', '"3", "4"', '"3', '1e3', '99999999999', ['"1"', '"2"']]) {
      expect(() => versionOfIfMatch(bad), String(bad)).toThrow(expect.objectContaining({ code: 'validation_failed', fields: { version: expect.any(String) } }));
    }
  });
});
