/** Section ids of each legal text, in reading order; the words live in publicPages.json legal.<page>. */
export const LEGAL_SECTIONS = {
  privacy: ['controller', 'data', 'purposes', 'ai', 'sharing', 'retention', 'rights', 'security', 'age', 'contact'],
  terms: ['acceptance', 'eligibility', 'account', 'plans', 'coolingOff', 'promotions', 'cancellation', 'use', 'content', 'ai', 'availability', 'liability', 'termination', 'changes', 'contact'],
  cookies: ['what', 'session', 'storage', 'none', 'thirdParty', 'control', 'contact'],
} as const;

export type TLegalPage = keyof typeof LEGAL_SECTIONS;
