import * as z from 'zod';
import { LANGUAGES, type TLanguage } from '../common/languages.js';

/**
 * A text the operator writes once per interface language: all five are required, so no visitor
 * reads a figure's label or a customer's quote in a language the page is not in.
 */
const ZLocalizedText = z.strictObject(
  Object.fromEntries(LANGUAGES.map((lang) => [lang, z.string().trim().min(1).max(600)])) as Record<TLanguage, z.ZodString>,
);

/** One headline figure, e.g. 50000 with "+": the number is formatted in the reader's locale. */
const ZMarketingStat = z.strictObject({
  value: z.number().finite().min(0),
  suffix: z.string().max(4).optional(),
  label: ZLocalizedText,
});

/** A quote from a real customer who agreed to be named. */
const ZTestimonial = z.strictObject({
  name: z.string().trim().min(1).max(80),
  role: ZLocalizedText.optional(),
  quote: ZLocalizedText,
});

/**
 * The operator's marketing content (the spec's figures and testimonials). The product ships
 * none: an empty file, or none at all, hides both landing sections.
 */
export const ZMarketingContent = z.strictObject({
  stats: z.array(ZMarketingStat).max(8).default([]),
  testimonials: z.array(ZTestimonial).max(12).default([]),
});
export type TMarketingContent = z.infer<typeof ZMarketingContent>;

export const EMPTY_MARKETING_CONTENT: TMarketingContent = { stats: [], testimonials: [] };

/** `GET /api/public/marketing`: the content in one language. */
export type TMarketingPage = {
  language: TLanguage;
  stats: { value: number; suffix: string; label: string }[];
  testimonials: { name: string; role: string | null; quote: string }[];
};

/** The content as a reader of `lang` sees it. */
export function marketingPageOf(content: TMarketingContent, lang: TLanguage): TMarketingPage {
  return {
    language: lang,
    stats: content.stats.map((s) => ({ value: s.value, suffix: s.suffix ?? '', label: s.label[lang] })),
    testimonials: content.testimonials.map((q) => ({ name: q.name, role: q.role?.[lang] ?? null, quote: q.quote[lang] })),
  };
}

/** `GET /api/public/marketing?lang=de`: without `lang`, the request's Accept-Language decides. */
export const ZMarketingQuery = z.strictObject({ lang: z.enum(LANGUAGES).optional() });
