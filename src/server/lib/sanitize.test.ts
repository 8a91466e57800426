import { describe, expect, it } from 'vitest';
import { sanitizeAnnouncementHtml } from './sanitize.js';

describe('announcement HTML', () => {
  it('keeps basic formatting and safe links', () => {
    expect(sanitizeAnnouncementHtml('<p>Hi <strong>team</strong> <a href="https://x.io">docs</a></p>')).toBe(
      '<p>Hi <strong>team</strong> <a href="https://x.io" target="_blank" rel="noopener noreferrer">docs</a></p>',
    );
  });

  it('drops scripts, handlers and javascript: URLs', () => {
    const dirty = '<script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)" onclick="x()">click</a><p style="color:red" onmouseover="y()">ok</p>';
    const clean = sanitizeAnnouncementHtml(dirty);
    expect(clean).not.toMatch(/script|onerror|onclick|onmouseover|javascript:|style=|<img/i);
    expect(clean).toContain('<p>ok</p>');
  });
});
