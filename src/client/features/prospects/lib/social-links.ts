import type { TSocialNetwork } from './prospect-form';

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
