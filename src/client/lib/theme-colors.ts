/**
 * The light and dark page backgrounds of styles.css (`--background`) as hex: the colour of the
 * browser's or installed app's bar. Read by the web manifest (vite.config.ts) too, so it imports nothing.
 */
export const THEME_COLORS = { light: '#f9fafb', dark: '#0b0f18' } as const;
