import { eq, or, like } from 'drizzle-orm';
import type { TDb } from '../../db/client.js';
import { dealStageTotals, devOutbox, ownerCounts, signInFailures, twoFactor, user, verification } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { escapeLike } from '../../lib/list.js';
import { ADMIN_MESSAGES, type TAdminUserDetail } from '../../../shared/admin/admin.schema.js';
import { removeOwnerFiles } from '../tasks/task-attachments.storage.js';
import { getUserForAdmin } from './admin.service.js';

/**
 * Deletes an account with all its data in one transaction. The acting admin's rights are read
 * again inside it (a role removed or a ban made a moment ago counts). Every table keyed by the
 * account cascades from the user row; what names the account otherwise goes explicitly: open
 * verification and reset links, mail kept by the development outbox, counted failed sign-ins,
 * the per-owner counters.
 * Attachment files go after the commit.
 */
export async function deleteUserAsAdmin(deps: { db: TDb; dataDir: string }, actorId: string, id: string): Promise<void> {
  if (id === actorId) throw new AppError('conflict', ADMIN_MESSAGES.selfDelete);
  await deps.db.transaction(async (tx) => {
    const [actor] = await tx.select({ role: user.role, banned: user.banned }).from(user).where(eq(user.id, actorId)).for('share');
    if (actor?.role !== 'admin' || actor.banned) throw new AppError('forbidden', ADMIN_MESSAGES.deleteNotAdmin, { reason: 'admin_check_failed' });
    const [target] = await tx.select({ email: user.email }).from(user).where(eq(user.id, id)).for('update');
    if (!target) throw notFound('User');
    const email = target.email.toLowerCase();
    await tx.delete(verification).where(or(eq(verification.value, id), like(verification.identifier, `%${escapeLike(email)}%`), like(verification.value, `%${escapeLike(email)}%`)));
    await tx.delete(devOutbox).where(eq(devOutbox.to, target.email));
    await tx.delete(signInFailures).where(eq(signInFailures.email, email));
    await tx.delete(user).where(eq(user.id, id));
    // Counters kept by triggers (no foreign key: the cascade's own deletes update them): last.
    await tx.delete(ownerCounts).where(eq(ownerCounts.userId, id));
    await tx.delete(dealStageTotals).where(eq(dealStageTotals.userId, id));
  });
  await removeOwnerFiles(deps.dataDir, id);
}

/** Removes an account's two-factor factors so they can sign in with their password alone (and enrol again). */
export async function removeTwoFactorAsAdmin(db: TDb, id: string): Promise<TAdminUserDetail> {
  await db.transaction(async (tx) => {
    const [target] = await tx.select({ enabled: user.twoFactorEnabled }).from(user).where(eq(user.id, id)).for('update');
    if (!target) throw notFound('User');
    const removed = await tx.delete(twoFactor).where(eq(twoFactor.userId, id)).returning({ id: twoFactor.id });
    if (removed.length === 0 && !target.enabled) throw new AppError('conflict', ADMIN_MESSAGES.noTwoFactor);
    await tx.update(user).set({ twoFactorEnabled: false, updatedAt: new Date() }).where(eq(user.id, id));
  });
  return getUserForAdmin(db, id);
}
