import { and, count, desc, eq, gt, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { TDb } from '../../db/client.js';
import { securityEvents, signInAddresses, signInFailures, user } from '../../db/schema/index.js';
import { escapeLike, pageOf, offsetOf } from '../../lib/list.js';
import type { TPage } from '../../../shared/common/pagination.js';
import type { TSecurityEvent, TSecurityEventDetails, TSecurityEventKind, TSecurityEventListQuery } from '../../../shared/admin/security-events.schema.js';
import { readSettings } from '../admin/settings.service.js';
import { countryOf } from './country.js';

/** Failures older than this are of no further use to any window (the longest is a day). */
const KEEP_FAILURES = sql`now() - interval '1 day'`;

const since = (minutes: number) => sql`now() - make_interval(mins => ${minutes})`;

/**
 * A failed password sign-in. The account's (typed email's) and the address's failures are counted
 * over the window; the one that reaches the threshold logs an entry, so a burst is logged once.
 */
export async function recordFailedSignIn(db: TDb, attempt: { email: string; ipAddress: string | null }): Promise<void> {
  const email = attempt.email.trim().toLowerCase().slice(0, 254);
  if (!email) return;
  const { failedSignInThreshold: threshold, failedSignInWindowMinutes: windowMinutes } = await readSettings(db);
  await db.delete(signInFailures).where(and(or(eq(signInFailures.email, email), attempt.ipAddress ? eq(signInFailures.ipAddress, attempt.ipAddress) : undefined), lt(signInFailures.createdAt, KEEP_FAILURES)));
  await db.insert(signInFailures).values({ email, ipAddress: attempt.ipAddress });
  const [byAccount] = await db.select({ n: count() }).from(signInFailures).where(and(eq(signInFailures.email, email), gt(signInFailures.createdAt, since(windowMinutes))));
  const details = { windowMinutes };
  const country = countryOf(attempt.ipAddress);
  if (byAccount.n === threshold) {
    const [owner] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
    await logEvent(db, 'failed_sign_ins_account', { userId: owner?.id ?? null, email, ipAddress: attempt.ipAddress, country, details: { ...details, count: byAccount.n } });
  }
  if (!attempt.ipAddress) return;
  const [byAddress] = await db.select({ n: count() }).from(signInFailures).where(and(eq(signInFailures.ipAddress, attempt.ipAddress), gt(signInFailures.createdAt, since(windowMinutes))));
  if (byAddress.n === threshold) {
    await logEvent(db, 'failed_sign_ins_address', { userId: null, email, ipAddress: attempt.ipAddress, country, details: { ...details, count: byAddress.n } });
  }
}

/**
 * A session started: the address (and its country) joins the account's known ones. An address the
 * account has not signed in from before logs an entry: new_country when its country is new too.
 * The first sign-in of an account has nothing to compare with and logs nothing.
 */
export async function recordSignInAddress(db: TDb, signIn: { userId: string; email: string; ipAddress: string | null | undefined }): Promise<void> {
  const ipAddress = signIn.ipAddress?.trim();
  if (!ipAddress) return;
  const country = countryOf(ipAddress);
  const known = await db.select({ ipAddress: signInAddresses.ipAddress, country: signInAddresses.country }).from(signInAddresses).where(eq(signInAddresses.userId, signIn.userId));
  const inserted = await db
    .insert(signInAddresses)
    .values({ userId: signIn.userId, ipAddress, country })
    .onConflictDoUpdate({ target: [signInAddresses.userId, signInAddresses.ipAddress], set: { lastSeenAt: sql`now()`, country } })
    .returning({ firstSeenAt: signInAddresses.firstSeenAt, lastSeenAt: signInAddresses.lastSeenAt });
  const isNew = inserted[0] && inserted[0].firstSeenAt.getTime() === inserted[0].lastSeenAt.getTime();
  if (!isNew || known.length === 0 || known.some((k) => k.ipAddress === ipAddress)) return;
  const knownCountries = [...new Set(known.map((k) => k.country).filter((c): c is string => !!c))];
  const newCountry = !!country && knownCountries.length > 0 && !knownCountries.includes(country);
  await logEvent(db, newCountry ? 'new_country' : 'new_address', { userId: signIn.userId, email: signIn.email, ipAddress, country, details: newCountry ? { knownCountries } : {} });
}

async function logEvent(db: TDb, kind: TSecurityEventKind, entry: { userId: string | null; email: string | null; ipAddress: string | null; country: string | null; details: TSecurityEventDetails }) {
  await db.insert(securityEvents).values({ kind, ...entry });
}

export async function listSecurityEvents(db: TDb, query: TSecurityEventListQuery): Promise<TPage<TSecurityEvent>> {
  const filters: (SQL | undefined)[] = [query.kind ? eq(securityEvents.kind, query.kind) : undefined];
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    filters.push(or(ilike(securityEvents.email, pattern), ilike(securityEvents.ipAddress, pattern), ilike(user.name, pattern)));
  }
  const where = and(...filters);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ event: securityEvents, userName: user.name })
      .from(securityEvents)
      .leftJoin(user, eq(user.id, securityEvents.userId))
      .where(where)
      .orderBy(desc(securityEvents.createdAt), desc(securityEvents.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(securityEvents).leftJoin(user, eq(user.id, securityEvents.userId)).where(where),
  ]);
  const items = rows.map(({ event, userName }) => ({
    id: event.id,
    kind: event.kind as TSecurityEventKind,
    userId: event.userId,
    userName: userName ?? null,
    email: event.email,
    ipAddress: event.ipAddress,
    country: event.country,
    details: event.details,
    createdAt: event.createdAt.toISOString(),
  }));
  return pageOf(items, total, query);
}
