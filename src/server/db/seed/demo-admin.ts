import { asc, eq } from 'drizzle-orm';
import type { TDb } from '../client.js';
import { deletionLog, securityEvents, signInAddresses, systemAlerts, user } from '../schema/index.js';
import type { TSecurityEventDetails, TSecurityEventKind } from '../../../shared/admin/security-events.schema.js';

const HOUR = 3_600_000;

/**
 * What the admin dashboard shows on a first start: one live notice and a resolved incident among
 * the alerts, and a week of the suspicious-activity log around the demo seller: someone guessing
 * her password from abroad, her sign-in from a hotel in Lisbon, her spring clean of old prospects.
 * * Each address lies in the country it is logged with.
 */
export async function seedDemoAdmin(db: TDb, sellerId: string, now = new Date()): Promise<void> {
  const [admin] = await db.select({ id: user.id }).from(user).where(eq(user.role, 'admin')).orderBy(asc(user.createdAt)).limit(1);
  const [seller] = await db.select({ email: user.email }).from(user).where(eq(user.id, sellerId));
  if (!admin || !seller) return;
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR);
  const event = (kind: TSecurityEventKind, hoursAgo: number, values: { userId?: string | null; email?: string | null; ipAddress?: string | null; country?: string | null; details?: TSecurityEventDetails }) => ({
    kind,
    userId: values.userId ?? null,
    email: values.email ?? null,
    ipAddress: values.ipAddress ?? null,
    country: values.country ?? null,
    details: values.details ?? {},
    createdAt: ago(hoursAgo),
  });
  await db.transaction(async (tx) => {
    await tx.insert(systemAlerts).values([
      {
        content: 'Scheduled maintenance on Sunday from 02:00 to 02:30 UTC: Upline may be unavailable for a few minutes.',
        type: 'info',
        active: true,
        createdBy: admin.id,
        createdAt: ago(20),
        updatedAt: ago(20),
      },
      {
        content: 'Reminder emails are delayed by up to an hour; in-app reminders are on time.',
        type: 'warning',
        active: false,
        createdBy: admin.id,
        createdAt: ago(24 * 9),
        updatedAt: ago(24 * 8),
      },
    ]);
    await tx.insert(signInAddresses).values([
      { userId: sellerId, ipAddress: '88.12.40.7', country: 'ES', firstSeenAt: ago(24 * 60), lastSeenAt: ago(3) },
      { userId: sellerId, ipAddress: '85.240.18.22', country: 'PT', firstSeenAt: ago(24 * 2 - 1.6), lastSeenAt: ago(24 * 2 - 1.6) },
    ]);
    await tx.insert(deletionLog).values({ userId: sellerId, deleted: 140, createdAt: ago(24 * 5 + 3.2) });
    await tx.insert(securityEvents).values([
      event('failed_sign_ins_account', 24 * 6 + 9.4, { userId: sellerId, email: seller.email, ipAddress: '94.142.241.111', country: 'NL', details: { count: 5, windowMinutes: 15 } }),
      event('failed_sign_ins_address', 24 * 6 + 9.3, { email: 'info@upline.local', ipAddress: '94.142.241.111', country: 'NL', details: { count: 5, windowMinutes: 15 } }),
      event('mass_deletion', 24 * 5 + 3.2, { userId: sellerId, email: seller.email, details: { count: 140, windowMinutes: 10 } }),
      event('new_country', 24 * 2 - 1.6, { userId: sellerId, email: seller.email, ipAddress: '85.240.18.22', country: 'PT', details: { knownCountries: ['ES'] } }),
    ]);
  });
}
