import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createTestApp, call, type TTestApp } from '../../test/test-app.js';
import { loadMarketingContent } from './marketing.content.js';

const EXAMPLE_FILE = join(import.meta.dirname, '../../../../content/marketing.example.json');

describe('GET /api/public/marketing without a content file', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('invents no figures and no customers', async () => {
    const res = await call(t.app, 'GET', '/api/public/marketing', { headers: { 'accept-language': 'fr' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ language: 'fr', stats: [], testimonials: [] });
  });

  it('refuses an unknown language in the contract shape', async () => {
    const res = await call(t.app, 'GET', '/api/public/marketing?lang=xx');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
    expect(res.json().error.fields.lang).toBeDefined();
  });
});

describe('GET /api/public/marketing with the operator file', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ marketing: loadMarketingContent(EXAMPLE_FILE) });
  });
  afterAll(() => t.close());

  it('gives the figures and quotes in the language asked for', async () => {
    const res = await call(t.app, 'GET', '/api/public/marketing?lang=de');
    expect(res.json()).toEqual({
      language: 'de',
      stats: [{ value: 1200, suffix: '+', label: 'Verkäufer auf diesem Upline' }],
      testimonials: [{ name: 'Jane Example', role: 'Selbstständige Verkäuferin', quote: expect.stringContaining('Ersetzen Sie dieses Beispiel') }],
    });
  });

  it("follows the browser's language when none is asked for", async () => {
    const res = await call(t.app, 'GET', '/api/public/marketing', { headers: { 'accept-language': 'ru-RU,ru;q=0.9' } });
    expect(res.json().stats[0].label).toBe('Продавцов в этом Upline');
  });
});

describe('MARKETING_CONTENT_FILE', () => {
  const dir = mkdtempSync(join(tmpdir(), 'upline-marketing-'));
  const write = (name: string, body: string) => {
    const path = join(dir, name);
    writeFileSync(path, body);
    return path;
  };

  it('reads the example file the README points to', () => {
    const config = loadConfig({ NODE_ENV: 'test', MARKETING_CONTENT_FILE: EXAMPLE_FILE });
    expect(config.marketing.stats).toHaveLength(1);
    expect(config.marketing.testimonials[0]?.name).toBe('Jane Example');
  });

  it('is empty when unset or when the file holds {}', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).marketing).toEqual({ stats: [], testimonials: [] });
    expect(loadMarketingContent(write('empty.json', '{}'))).toEqual({ stats: [], testimonials: [] });
  });

  it('stops the start on a label missing a language, naming where', () => {
    const path = write('partial.json', JSON.stringify({ stats: [{ value: 5, label: { en: 'Teams', es: 'Equipos', fr: 'Équipes', ru: 'Команды' } }] }));
    expect(() => loadMarketingContent(path)).toThrow(/MARKETING_CONTENT_FILE stats\.0\.label\.de/);
  });

  it('stops the start on a missing file or broken JSON', () => {
    expect(() => loadMarketingContent(join(dir, 'nope.json'))).toThrow(/MARKETING_CONTENT_FILE: cannot read/);
    expect(() => loadMarketingContent(write('broken.json', '{"stats": ['))).toThrow(/MARKETING_CONTENT_FILE: cannot read/);
  });
});

describe('GET /api/public/config: contact addresses', () => {
  let t: TTestApp;
  beforeAll(async () => {
    const contact = loadConfig({ NODE_ENV: 'test', CONTACT_SUPPORT_EMAIL: 'help@crm.example.org', CONTACT_PRIVACY_EMAIL: 'dpo@crm.example.org', CONTACT_SALES_EMAIL: 'sales@crm.example.org' }).contact;
    t = await createTestApp({ contact });
  });
  afterAll(() => t.close());

  it('publishes the addresses the operator set', async () => {
    expect((await call(t.app, 'GET', '/api/public/config')).json().contact).toEqual({ support: 'help@crm.example.org', privacy: 'dpo@crm.example.org', sales: 'sales@crm.example.org' });
  });

  it('has documented defaults and refuses an address that is not one', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).contact).toEqual({ support: 'support@upline.example', privacy: 'privacy@upline.example', sales: 'sales@upline.example' });
    expect(() => loadConfig({ NODE_ENV: 'test', CONTACT_SALES_EMAIL: 'not an address' })).toThrow(/CONTACT_SALES_EMAIL/);
  });
});
