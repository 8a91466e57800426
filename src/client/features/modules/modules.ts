/**
 * Signed-in paths whose screens are not part of this version yet, with the `common:nav.*` key
 * of their name. Each one shows an honest "not available yet" page until its module ships; a
 * module that ships replaces its entry here with its own route.
 */
export const UNAVAILABLE_MODULES = [
] as const;

export type TModuleNameKey = (typeof UNAVAILABLE_MODULES)[number]['nameKey'];

/** Where the sidebar's Training Academy entry and the /training page send the user. */
export const TRAINING_ACADEMY_URL = 'https://academy.upline-crm.com';
