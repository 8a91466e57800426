import { SOCIAL_NETWORKS } from '@shared/profile/profile.schema';

export type TSocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** Profile pages by handle; "other" has no site of its own. */
const PROFILE_URLS: Partial<Record<TSocialNetwork, (handle: string) => string>> = {
  linkedin: (h) => `https://www.linkedin.com/in/${h}`,
  twitter: (h) => `https://x.com/${h}`,
  facebook: (h) => `https://www.facebook.com/${h}`,
  instagram: (h) => `https://www.instagram.com/${h}`,
  telegram: (h) => `https://t.me/${h}`,
};

/**
 * The link a saved social profile opens: a full web address as it is, a bare domain over https,
 * a WhatsApp number on wa.me, a handle (with or without @) on the network's site. Null when it
 * cannot be a safe link.
 */
export function socialHref(network: TSocialNetwork, value: string): string | null {
  const text = value.trim();
  if (/^https?:\/\//i.test(text)) return text;
  if (network === 'whatsapp') {
    const digits = text.replace(/\D/g, '');
    return digits.length >= 7 ? `https://wa.me/${digits}` : null;
  }
  if (/^[\w-]+(\.[\w-]+)+(\/\S*)?$/.test(text) && !/^\+?[\d\s().-]+$/.test(text)) return `https://${text}`;
  const handle = text.replace(/^@/, '');
  const build = PROFILE_URLS[network];
  if (!build || !/^[\w.+-]+$/.test(handle)) return null;
  return build(encodeURIComponent(handle));
}

/** What a form holds: one text per network, '' when not set. */
export type TSocialFormValues = Record<TSocialNetwork, string>;

export function socialFormValues(saved: Partial<Record<TSocialNetwork, string>> = {}): TSocialFormValues {
  return Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, saved[network] ?? ''])) as TSocialFormValues;
}

/** The map a body sends: blank networks left out. */
export function socialInput(values: TSocialFormValues): Partial<Record<TSocialNetwork, string>> {
  return Object.fromEntries(Object.entries(values).filter(([, handle]) => handle.trim() !== ''));
}
