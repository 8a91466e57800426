import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { call } from './test-app.js';

let seq = 0;
/** A valid body for a person-like record, unique per call. */
export function personBody(overrides: Record<string, unknown> = {}) {
  seq += 1;
  return { firstName: 'Test', lastName: `Person${seq}`, email: `person${seq}.${Date.now()}@ex.com`, ...overrides };
}

/** POSTs and expects 201; answers the created row. */
export async function created<T = Record<string, unknown> & { id: string }>(app: FastifyInstance, cookie: string, url: string, body: unknown): Promise<T> {
  const res = await call(app, 'POST', url, { cookie, body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as T;
}
