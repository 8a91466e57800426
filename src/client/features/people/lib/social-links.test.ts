import { describe, expect, it } from 'vitest';
import { socialHref } from './social-links';

describe('socialHref', () => {
  it('keeps a full web address', () => {
    expect(socialHref('linkedin', 'https://www.linkedin.com/in/ana')).toBe('https://www.linkedin.com/in/ana');
  });

  it('opens a handle on the network, with or without @', () => {
    expect(socialHref('instagram', '@ana.ruiz')).toBe('https://www.instagram.com/ana.ruiz');
    expect(socialHref('telegram', 'anaruiz')).toBe('https://t.me/anaruiz');
  });

  it('opens a bare domain over https', () => {
    expect(socialHref('other', 'ana.example.com/me')).toBe('https://ana.example.com/me');
  });

  it('opens a WhatsApp number on wa.me', () => {
    expect(socialHref('whatsapp', '+34 600 111 222')).toBe('https://wa.me/34600111222');
  });

  it('gives no link for text that cannot be one', () => {
    expect(socialHref('other', 'ask at the fair')).toBeNull();
    expect(socialHref('twitter', 'javascript:alert(1)')).toBeNull();
  });
});
