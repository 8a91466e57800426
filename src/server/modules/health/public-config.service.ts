import type { FastifyInstance } from 'fastify';
import type { TDemoSignIn, TPublicConfig } from '../../../shared/common/settings.js';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts.js';
import { findPasswordHashes } from './public-config.repository.js';

/** Whether a stored hash matches a demo password, remembered per hash: hashing is slow on purpose. */
const verifiedHashes = new Map<string, boolean>();

/**
 * The demo accounts the login page may offer: never in production, and only those that still
 * sign in with the password the seed gave them (published in the README), so a changed password
 * is never shown. The hash is read on each call; it is only verified again once it changed.
 */
export async function listDemoSignIns(app: FastifyInstance): Promise<TDemoSignIn[]> {
  if (app.config.env === 'production') return [];
  const hashes = await findPasswordHashes(app.db, DEMO_ACCOUNTS.map((a) => a.email));
  if (hashes.size === 0) return [];
  const ctx = await app.auth.$context;
  const offered: TDemoSignIn[] = [];
  for (const demo of DEMO_ACCOUNTS) {
    const hash = hashes.get(demo.email);
    if (!hash) continue;
    const key = `${demo.email}\n${hash}`;
    let matches = verifiedHashes.get(key);
    if (matches === undefined) {
      matches = await ctx.password.verify({ hash, password: demo.password });
      verifiedHashes.set(key, matches);
    }
    if (matches) offered.push({ role: demo.label, email: demo.email, password: demo.password });
  }
  return offered;
}

export async function publicConfigOf(app: FastifyInstance): Promise<TPublicConfig> {
  return {
    trialDays: app.config.trialDays,
    contact: app.config.contact,
    ai: { forPremium: app.config.ai.forPremium },
    oauth: { google: Boolean(app.config.oauth.google), microsoft: Boolean(app.config.oauth.microsoft) },
    devOutbox: app.config.devOutbox && !app.config.smtpUrl,
    demoAccounts: await listDemoSignIns(app),
  };
}
