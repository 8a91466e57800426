import type { FastifyInstance } from 'fastify';
import { signIn } from '../../test/accounts.js';
import type { TTestUser } from '../follow-ups/follow-ups.test-support.js';

/** Makes the user an administrator and signs them in again. */
export async function makeAdmin(app: FastifyInstance, user: TTestUser): Promise<TTestUser> {
  await app.database.query(`update "user" set role = 'admin' where id = $1`, [user.userId]);
  const { cookie } = await signIn(app, user.email, user.password);
  return { ...user, cookie };
}
