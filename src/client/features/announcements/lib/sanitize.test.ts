import { describe, expect, it } from 'vitest';
import { safeHref, sanitizeAnnouncementHtml } from './sanitize';

describe('sanitizeAnnouncementHtml', () => {
  it('keeps the allowed formatting', () => {
    const html = '<h2>New</h2><p>Hello <strong>team</strong>, <em>welcome</em><br>to <u>Q3</u></p><ul><li>one</li></ul><blockquote>q</blockquote><pre><code>x</code></pre>';
    expect(sanitizeAnnouncementHtml(html)).toBe(html);
  });

  it('drops scripts and styles with their content', () => {
    expect(sanitizeAnnouncementHtml('<p>a</p><script>alert(1)</script><style>p{}</style><p>b</p>')).toBe('<p>a</p><p>b</p>');
  });

  it('drops event handlers and every other attribute', () => {
    const out = sanitizeAnnouncementHtml('<p onclick="x()" class="c" style="color:red">hi <b onmouseover="y()">there</b></p><img src=x onerror="alert(1)">');
    expect(out).toBe('<p>hi <b>there</b></p>');
    expect(out).not.toMatch(/onerror|onclick|onmouseover|style|class/);
  });

  it('removes javascript: and other unsafe link targets, keeping the text', () => {
    expect(sanitizeAnnouncementHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeAnnouncementHtml('<a href=" JaVa\tScRiPt:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeAnnouncementHtml('<a href="data:text/html,<script>alert(1)</script>">x</a>')).toBe('<a>x</a>');
    expect(sanitizeAnnouncementHtml('<a href="/relative">x</a>')).toBe('<a>x</a>');
  });

  it('keeps http, https and mailto links, opening in a new tab without an opener', () => {
    expect(sanitizeAnnouncementHtml('<a href="https://upline.example/news" onclick="x()" target="_self">news</a>')).toBe(
      '<a href="https://upline.example/news" target="_blank" rel="noopener noreferrer">news</a>',
    );
    expect(sanitizeAnnouncementHtml('<a href="mailto:help@upline.example">mail</a>')).toContain('href="mailto:help@upline.example"');
  });

  it('unwraps unknown elements but keeps their text, and escapes text', () => {
    expect(sanitizeAnnouncementHtml('<div><span>kept</span> &lt;b&gt;</div><iframe src="https://evil"></iframe><svg><script>x</script></svg>')).toBe('kept &lt;b&gt;');
  });

  it('drops comments and survives broken markup', () => {
    expect(sanitizeAnnouncementHtml('<!-- hidden --><p>open <strong>bold')).toBe('<p>open <strong>bold</strong></p>');
  });
});

describe('safeHref', () => {
  it('accepts web and mail addresses only', () => {
    expect(safeHref('http://a.example/')).toBe('http://a.example/');
    expect(safeHref('vbscript:x')).toBeNull();
    expect(safeHref(null)).toBeNull();
  });
});
