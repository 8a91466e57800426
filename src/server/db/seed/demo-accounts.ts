import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { user, userProfiles } from '../schema/index.js';
import type { TDemoAccountLabel } from '../../../shared/common/settings.js';
import { ZProfileUpdate } from '../../../shared/profile/profile.schema.js';
import { ensureProfile, updateMyProfile, type TSignUpMetadata } from '../../modules/profile/profile.service.js';

export interface TDemoAccount {
  role: 'admin' | 'user';
  email: string;
  password: string;
  name: string;
  metadata: TSignUpMetadata;
}

/**
 * Demo sign-ins for a newcomer's first start (never seeded in production by default). `label` is
 * the name the README, the console and the login page give the account.
 */
export const DEMO_ACCOUNTS: (TDemoAccount & { label: TDemoAccountLabel })[] = [
  {
    role: 'admin',
    label: 'admin',
    email: 'admin@upline.local',
    password: 'Admin-Demo-2026!',
    name: 'Alex Morgan',
    metadata: { firstName: 'Alex', lastName: 'Morgan', phone: '+1 415 555 0100', country: 'US', city: 'San Francisco' },
  },
  {
    role: 'user',
    label: 'seller',
    email: 'seller@upline.local',
    password: 'Seller-Demo-2026!',
    name: 'Maria Lopez',
    metadata: { firstName: 'Maria', lastName: 'Lopez', phone: '+34 612 555 010', country: 'ES', city: 'Valencia' },
  },
];

/** Creates a verified email+password account through better-auth's own adapter and hasher. */
export async function createVerifiedAccount(app: FastifyInstance, account: TDemoAccount): Promise<string> {
  const ctx = await app.auth.$context;
  const created = await ctx.internalAdapter.createUser({ email: account.email, name: account.name, emailVerified: true }, { method: 'admin' });
  await ctx.internalAdapter.linkAccount({
    userId: created.id,
    providerId: 'credential',
    accountId: created.id,
    password: await ctx.password.hash(account.password),
  });
  await app.db.update(user).set({ role: account.role }).where(eq(user.id, created.id));
  // better-auth's create hook already made a bare profile: fill in the person's details.
  await ensureProfile(app.db, created);
  const { referralCode: _code, ...details } = account.metadata;
  await updateMyProfile(app.db, created, ZProfileUpdate.parse(details));
  return created.id;
}

export async function setMembership(app: FastifyInstance, userId: string, tier: string, trialDays?: number): Promise<void> {
  await app.db
    .update(userProfiles)
    .set({ membershipTier: tier, trialEndsAt: trialDays ? new Date(Date.now() + trialDays * 86_400_000) : null })
    .where(eq(userProfiles.userId, userId));
}
