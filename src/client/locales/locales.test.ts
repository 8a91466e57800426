import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@shared/common/languages';

/** Every language's files at once: the app loads only the active one, this test compares them all. */
const files = import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' });
const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [path, strings] of Object.entries(files)) {
  const [, lang, ns] = /^\.\/(\w+)\/([\w-]+)\.json$/.exec(path) ?? [];
  if (!lang || !ns) continue;
  resources[lang] ??= {};
  resources[lang][ns] = strings;
}

function flatten(value: unknown, prefix = ''): Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return { [prefix]: value };
  return Object.entries(value).reduce<Record<string, unknown>>(
    (acc, [key, inner]) => Object.assign(acc, flatten(inner, prefix ? `${prefix}.${key}` : key)),
    {},
  );
}

describe('translations', () => {
  const english = resources.en;

  it('has English namespaces to compare against', () => {
    expect(Object.keys(english ?? {}).length).toBeGreaterThan(0);
  });

  for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
    for (const ns of Object.keys(english ?? {})) {
      it(`${lang}/${ns} has every English key, none empty, and no extra ones`, () => {
        const source = flatten(english[ns]);
        const target = flatten(resources[lang]?.[ns] ?? {});
        const missing = Object.keys(source).filter((key) => typeof target[key] !== 'string' || (target[key] as string).trim() === '');
        const extra = Object.keys(target).filter((key) => !(key in source));
        expect({ missing, extra }).toEqual({ missing: [], extra: [] });
      });
    }
  }

  it('keeps {{placeholders}} the same in every language', () => {
    const placeholders = (s: string) => [...s.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
    for (const ns of Object.keys(english ?? {})) {
      const source = flatten(english[ns]);
      for (const lang of LANGUAGES) {
        const target = flatten(resources[lang]?.[ns] ?? {});
        for (const [key, text] of Object.entries(source)) {
          if (typeof text !== 'string' || typeof target[key] !== 'string') continue;
          expect(placeholders(target[key] as string), `${lang}/${ns}:${key}`).toEqual(placeholders(text));
        }
      }
    }
  });
});
