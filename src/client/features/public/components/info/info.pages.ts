/** The public information pages, one route each (/features, /pricing, …). */
export const INFO_PAGES = ['features', 'pricing', 'api', 'integrations', 'about', 'careers', 'blog', 'press', 'help', 'contact', 'status', 'security'] as const;
export type TInfoPage = (typeof INFO_PAGES)[number];
