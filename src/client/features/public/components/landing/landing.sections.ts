/** The landing anchors of the spec, in page order, with their public.json label keys. */
export const LANDING_SECTIONS = [
  ['features', 'nav.features'],
  ['pricing', 'nav.pricing'],
  ['testimonials', 'nav.useCases'],
] as const;
