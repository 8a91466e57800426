import { describe, expect, it } from 'vitest';
import { OFFLINE_READ_PATTERN } from './offline-cache.rules';

const at = (pathAndQuery: string) => OFFLINE_READ_PATTERN.test(`https://crm.example.com${pathAndQuery}`);

describe('OFFLINE_READ_PATTERN', () => {
  it('keeps the lists as the pages ask for them', () => {
    expect(at('/api/prospects?page=1&pageSize=25&sort=createdAt%3Adesc')).toBe(true);
    expect(at('/api/contacts?page=2&pageSize=25&sort=lastName%3Aasc&status=active')).toBe(true);
    expect(at('/api/tasks?status=open&pageSize=50')).toBe(true);
    expect(at('/api/tasks/board')).toBe(true);
    expect(at('/api/calendar?from=2026-11-27T00%3A00%3A00.000Z&to=2026-11-28T00%3A00%3A00.000Z')).toBe(true);
    expect(at('/api/me')).toBe(true);
  });

  it('keeps no search, wherever its parameter stands', () => {
    expect(at('/api/prospects?q=anna')).toBe(false);
    expect(at('/api/prospects?page=1&q=anna&sort=x')).toBe(false);
    expect(at('/api/contacts?page=1&faq=1')).toBe(true);
  });

  it('keeps no single record, auth, admin or billing answer', () => {
    for (const path of ['/api/prospects/abc', '/api/prospects/abc/timeline', '/api/auth/get-session', '/api/admin/users', '/api/billing/status', '/api/mean', '/api/prospectsx', '/api/people?page=1']) {
      expect(at(path), path).toBe(false);
    }
  });
});
