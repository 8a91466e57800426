/** The interface languages; kept apart from the profile schema so the client can read them without zod. */
export const LANGUAGES = ['en', 'es', 'fr', 'ru', 'de'] as const;
export type TLanguage = (typeof LANGUAGES)[number];
