/** The public pages' paths: the app's route table (AppRoutes.tsx) and what a first visit prefetches (prefetch.ts). */
export const LEGAL_PAGES = ['privacy', 'terms', 'cookies'] as const;
export const INFO_PAGES = ['features', 'pricing', 'api', 'integrations', 'about', 'careers', 'blog', 'press', 'help', 'contact', 'status', 'security'] as const;
export const AUTH_PATHS = ['/login', '/register', '/register/:referralCode', '/forgot-password'] as const;

/** The first path segments of the public pages above. */
const PUBLIC_SEGMENTS = new Set<string>([...LEGAL_PAGES, ...INFO_PAGES, ...AUTH_PATHS.map((path) => path.split('/')[1])]);
export const isPublicPath = (pathname: string) => pathname === '/' || PUBLIC_SEGMENTS.has(pathname.split('/')[1]);
