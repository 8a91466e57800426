import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, call, type TTestApp } from '../../test/test-app.js';
import { userOn, type TTestUser } from './import.test-support.js';

let t: TTestApp;
let seller: TTestUser;
beforeAll(async () => {
  t = await createTestApp();
  seller = await userOn(t.app, 'premium');
});
afterAll(() => t.close());

const save = (user: TTestUser, body: unknown) => call(t.app, 'POST', '/api/import/templates', { cookie: user.cookie, body });
const list = async (user: TTestUser, dataType: string) => (await call(t.app, 'GET', `/api/import/templates?dataType=${dataType}`, { cookie: user.cookie })).json() as { items: { id: string; name: string; mapping: Record<string, string> }[] };

describe('mapping templates', () => {
  it('saves, lists by data type and name, and deletes', async () => {
    const outlook = await save(seller, { dataType: 'prospects', name: '  Outlook export ', mapping: { 'First Name': 'firstName', 'E-mail Address': 'email' } });
    expect(outlook.statusCode, outlook.body).toBe(201);
    expect(outlook.json()).toMatchObject({ dataType: 'prospects', name: 'Outlook export', mapping: { 'First Name': 'firstName', 'E-mail Address': 'email' } });
    expect((await save(seller, { dataType: 'prospects', name: 'expo sheet', mapping: {} })).statusCode).toBe(201);
    expect((await save(seller, { dataType: 'contacts', name: 'Google', mapping: { 'Given Name': 'firstName' } })).statusCode).toBe(201);
    expect((await list(seller, 'prospects')).items.map((i) => i.name)).toEqual(['expo sheet', 'Outlook export']);
    expect((await list(seller, 'contacts')).items.map((i) => i.name)).toEqual(['Google']);
    const all = (await call(t.app, 'GET', '/api/import/templates', { cookie: seller.cookie })).json() as { items: { name: string }[] };
    expect(all.items.map((i) => i.name)).toEqual(['expo sheet', 'Google', 'Outlook export']);

    expect((await call(t.app, 'DELETE', `/api/import/templates/${outlook.json().id}`, { cookie: seller.cookie })).statusCode).toBe(204);
    expect((await list(seller, 'prospects')).items.map((i) => i.name)).toEqual(['expo sheet']);
    expect((await call(t.app, 'DELETE', `/api/import/templates/${outlook.json().id}`, { cookie: seller.cookie })).statusCode).toBe(404);
  });

  it('requires a name, refuses a duplicate one (any case) with 409, and fields the data type does not have', async () => {
    for (const name of [undefined, '', '   ']) {
      const res = await save(seller, { dataType: 'activities', name, mapping: {} });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ name: 'Name is required' });
    }
    expect((await save(seller, { dataType: 'activities', name: 'CRM export', mapping: {} })).statusCode).toBe(201);
    const duplicate = await save(seller, { dataType: 'activities', name: 'crm EXPORT', mapping: {} });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error).toEqual({ code: 'conflict', message: 'A template with this name already exists', fields: { name: 'A template with this name already exists' } });
    expect((await save(seller, { dataType: 'team-members', name: 'CRM export', mapping: {} })).statusCode).toBe(201);

    const unknown = await save(seller, { dataType: 'activities', name: 'Bad', mapping: { Subject: 'title', Amount: 'value' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({ 'mapping.Amount': 'Unknown field' });
    expect((await save(seller, { dataType: 'deals', name: 'Bad', mapping: {} })).json().error.fields).toHaveProperty('dataType');
    expect((await call(t.app, 'GET', '/api/import/templates?dataType=deals', { cookie: seller.cookie })).statusCode).toBe(400);
    expect((await save(seller, { dataType: 'activities', name: 'Bad', mapping: {}, userId: 'x' })).json().error.fields).toEqual({ userId: 'Unknown field' });
    expect((await save(seller, { dataType: 'activities', name: 'n'.repeat(10_000), mapping: {} })).json().error.fields).toEqual({ name: 'This value is too long' });
    expect((await save(seller, { dataType: 'activities', name: 'Wide', mapping: { ['H'.repeat(10_000)]: 'title' } })).statusCode).toBe(400);
    for (const body of ['[]', '"x"', 'null', '123', '{"dataType":"activities","name":"Bad","mapping":["title"]}']) {
      const res = await save(seller, body);
      expect(res.statusCode, body).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
  });

  it('keeps a header with a lone surrogate as U+FFFD, as a decoded file reads; the jsonb column refused it (a 500)', async () => {
    const res = await save(seller, { dataType: 'team-members', name: 'Odd header', mapping: { 'Name \ud800': 'firstName' } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().mapping).toEqual({ 'Name \uFFFD': 'firstName' });
    expect((await list(seller, 'team-members')).items.find((i) => i.name === 'Odd header')!.mapping).toEqual({ 'Name \uFFFD': 'firstName' });
  });

  it("answers 404 for another user's template and never lists it", async () => {
    const other = await userOn(t.app, 'premium');
    const mine = (await save(seller, { dataType: 'contacts', name: 'Private', mapping: {} })).json();
    for (const id of [mine.id, randomUUID(), 'not-an-id']) {
      expect((await call(t.app, 'DELETE', `/api/import/templates/${id}`, { cookie: other.cookie })).statusCode).toBe(404);
    }
    expect((await list(other, 'contacts')).items).toEqual([]);
    expect((await list(seller, 'contacts')).items.map((i) => i.name)).toContain('Private');
  });
});
