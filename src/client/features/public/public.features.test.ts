import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MODULE_PAGES } from '../../app/module-pages';
import { NAV_GROUPS } from '../../app/shell/sidebar/nav-items';
import en from '../../locales/en/public.json';
import enPages from '../../locales/en/publicPages.json';
import { COMPARISON_ROWS, isOffered, LANDING_HIGHLIGHTS, MODULE_KEYS, PLAN_FEATURES, PRODUCT_MODULES, offeredClaims, type TModuleKey } from './public.features';

const pageOf = (route: string) => MODULE_PAGES.find((page) => matchPath(page.path, route));
const navItems = NAV_GROUPS.flatMap((group) => group.items);
const CONFIG = { trialDays: 7, contact: { support: 's@x.io', privacy: 'p@x.io', sales: 'd@x.io' }, oauth: { google: false, microsoft: false }, devOutbox: false, demoAccounts: [] };

type TLazy = { _init: (payload: unknown) => unknown; _payload: unknown };

/** What a React.lazy page resolves to: its loader runs, as the router's Suspense would run it. */
async function resolvePage(page: unknown): Promise<unknown> {
  const lazy = page as TLazy;
  for (;;) {
    try {
      return lazy._init(lazy._payload);
    } catch (pending) {
      if (!(pending instanceof Promise)) throw pending;
      await pending;
    }
  }
}

describe('the feature list the public pages claim', () => {
  it.each(MODULE_KEYS)('%s: every route is in the route table', (key) => {
    for (const route of PRODUCT_MODULES[key].routes) expect(pageOf(route), `${key} ${route}`).toBeDefined();
  });

  it('every claimed route loads a real page of its module (not a redirect elsewhere)', async () => {
    const routes = [...new Set(MODULE_KEYS.flatMap((key) => PRODUCT_MODULES[key].routes))];
    for (const route of routes) {
      const Page = await resolvePage(pageOf(route)!.Page);
      expect(typeof Page, route).toBe('function');
      expect((Page as { name?: string }).name, route).not.toMatch(/Redirect/);
    }
  }, 120_000);

  it('calls a module premium exactly when the sidebar locks its route behind a feature', () => {
    for (const key of MODULE_KEYS) {
      const module = PRODUCT_MODULES[key];
      const locked = module.routes.some((route) => navItems.some((item) => item.to === route && item.feature));
      expect(module.premium, key).toBe(locked);
    }
  });

  it('has a title and description for every module, highlight, plan line and table row', () => {
    const { items } = en.features;
    const modules = enPages.info.features.modules as Record<string, unknown>;
    for (const key of MODULE_KEYS) expect(modules[key], key).toMatchObject({ title: expect.any(String), description: expect.any(String) });
    for (const { key } of LANDING_HIGHLIGHTS) expect((items as Record<string, unknown>)[key], key).toBeDefined();
    for (const plan of ['starter', 'premium'] as const) {
      for (const { key } of PLAN_FEATURES[plan]) expect((en.pricing.plans[plan].features as Record<string, string>)[key], `${plan}.${key}`).toBeTruthy();
    }
    for (const { key } of COMPARISON_ROWS) expect((en.pricing.table.rows as Record<string, string>)[key], key).toBeTruthy();
  });

  it('puts on each plan only what that plan opens', () => {
    const premiumOnly = (modules: readonly TModuleKey[]) => modules.every((key) => PRODUCT_MODULES[key].premium);
    const free = (modules: readonly TModuleKey[]) => modules.every((key) => !PRODUCT_MODULES[key].premium);
    for (const line of PLAN_FEATURES.starter) expect(free(line.modules), line.key).toBe(true);
    for (const line of PLAN_FEATURES.premium.filter((l) => l.key !== 'unlimited')) expect(premiumOnly(line.modules), line.key).toBe(true);
    for (const row of COMPARISON_ROWS) {
      if (row.starter === 'no') expect(premiumOnly(row.modules), row.key).toBe(true);
      if (row.starter === 'yes') expect(free(row.modules), row.key).toBe(true);
      expect(row.premium, row.key).not.toBe('no');
    }
  });

  it('claims the AI assistant for members only when the operator opens it to them', () => {
    expect(isOffered('ai', undefined)).toBe(false);
    expect(isOffered('ai', { ...CONFIG, ai: { forPremium: false } })).toBe(false);
    expect(isOffered('ai', { ...CONFIG, ai: { forPremium: true } })).toBe(true);
    const keys = (config: typeof CONFIG & { ai: { forPremium: boolean } }) => offeredClaims(COMPARISON_ROWS, config).map((row) => row.key);
    expect(keys({ ...CONFIG, ai: { forPremium: false } })).not.toContain('ai');
    expect(keys({ ...CONFIG, ai: { forPremium: true } })).toContain('ai');
    expect(offeredClaims(LANDING_HIGHLIGHTS, { ...CONFIG, ai: { forPremium: false } }).map((h) => h.key)).toEqual(['leads', 'profiles', 'automation', 'analytics', 'security', 'teams']);
  });
});
