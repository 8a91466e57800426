/** Where a notification's link leads: a path inside the app, an outside web address, or nowhere. */
export type TLinkTarget = { kind: 'app'; path: string } | { kind: 'external'; url: string } | null;

export function linkTarget(link: string | null, origin: string): TLinkTarget {
  if (!link) return null;
  let url: URL;
  try {
    url = new URL(link, origin);
  } catch {
    return null;
  }
  if (url.origin === origin) return { kind: 'app', path: `${url.pathname}${url.search}${url.hash}` };
  if (url.protocol === 'https:' || url.protocol === 'http:') return { kind: 'external', url: url.href };
  return null;
}
