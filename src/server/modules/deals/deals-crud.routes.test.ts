import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEAL_MESSAGES, type TDeal } from '../../../shared/deals/deals.schema.js';
import { stageProbability } from '../../../shared/deals/deals.rules.js';
import { createTestApp, call, type TTestApp } from '../../test/test-app.js';
import { createUser } from '../../test/accounts.js';
import { created, personBody } from '../../test/records.js';
import { dealBody, inDays, patchDeal, postDeal } from './deals.test-support.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('deals: validation', () => {
  it('answers 400 with the field messages of spec 02 §5', async () => {
    const u = await createUser(t.app);
    const post = (body: unknown) => call(t.app, 'POST', '/api/deals', { cookie: u.cookie, body });
    const empty = await post({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toMatchObject({
      code: 'validation_failed',
      fields: { title: DEAL_MESSAGES.titleRequired, valueCents: DEAL_MESSAGES.valueRequired, stage: DEAL_MESSAGES.stageRequired, closeDate: DEAL_MESSAGES.closeDateRequired },
    });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: '  ' }, 'title', DEAL_MESSAGES.titleRequired],
      [{ valueCents: undefined }, 'valueCents', DEAL_MESSAGES.valueRequired],
      [{ valueCents: 12.5 }, 'valueCents', DEAL_MESSAGES.valueInvalid],
      [{ stage: '' }, 'stage', DEAL_MESSAGES.stageRequired],
      [{ stage: 'Imaginary' }, 'stage', DEAL_MESSAGES.stageUnknown],
      [{ probability: 101 }, 'probability', DEAL_MESSAGES.probabilityRange],
      [{ probability: -1 }, 'probability', DEAL_MESSAGES.probabilityRange],
      [{ closeDate: undefined }, 'closeDate', DEAL_MESSAGES.closeDateRequired],
      [{ closeDate: '' }, 'closeDate', DEAL_MESSAGES.closeDateRequired],
      [{ startDate: inDays(10), closeDate: inDays(5) }, 'closeDate', DEAL_MESSAGES.closeBeforeStart],
      // PostgreSQL has no year 0 (a 500); 0099 was stored as year 99 and read as 1999.
      [{ closeDate: '0000-01-01' }, 'closeDate', DEAL_MESSAGES.closeDateInvalid],
      [{ closeDate: '0099-06-15' }, 'closeDate', DEAL_MESSAGES.closeDateInvalid],
      // 9999-12-31 behind UTC is the year 10000, which PostgreSQL refused (a 500).
      [{ followUpAt: '9999-12-31T23:59:59-12:00' }, 'followUpAt', 'Use an ISO date and time'],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await post(dealBody(overrides));
      expect(res.statusCode, `${JSON.stringify(overrides)}: ${res.body}`).toBe(400);
      expect(res.json().error.fields[field], JSON.stringify(overrides)).toBe(message);
    }
    expect((await call(t.app, 'GET', '/api/deals', { cookie: u.cookie })).json().total).toBe(0);
  });

  it('checks a PATCH against the stored deal: unknown stage, close before the stored start', async () => {
    const u = await createUser(t.app);
    const deal = await postDeal(t.app, u.cookie, { startDate: inDays(1), closeDate: inDays(20) });
    const stage = await patchDeal(t.app, u.cookie, deal.id, { stage: 'Imaginary' });
    expect(stage.statusCode).toBe(400);
    expect(stage.json().error.fields).toEqual({ stage: DEAL_MESSAGES.stageUnknown });
    const early = await patchDeal(t.app, u.cookie, deal.id, { closeDate: inDays(0) });
    expect(early.statusCode).toBe(400);
    expect(early.json().error.fields).toEqual({ closeDate: DEAL_MESSAGES.closeBeforeStart });
    for (const body of [{ title: '' }, { probability: 101 }, { closeDate: null }, { closeDate: '0000-01-01' }, { followUpAt: '9999-12-31T23:59:59-12:00' }, { version: 0 }, { status: 'won' }]) {
      expect((await patchDeal(t.app, u.cookie, deal.id, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await call(t.app, 'GET', `/api/deals/${deal.id}`, { cookie: u.cookie })).json().version).toBe(1);
  });
});

describe('deals: create, read, update, delete', () => {
  it('keeps every field of spec 02 §3 and takes the contact’s company when it has none', async () => {
    const u = await createUser(t.app);
    const contact = await created(t.app, u.cookie, '/api/contacts', personBody({ firstName: 'Ines', lastName: 'Costa', company: 'Costa Wellness' }));
    const rep = await created(t.app, u.cookie, '/api/team-members', personBody({ firstName: 'Omar', lastName: 'Haddad' }));
    const followUpAt = new Date(Date.now() + 86_400_000).toISOString();
    const deal = await postDeal(t.app, u.cookie, {
      title: ' Wellness bundle ',
      valueCents: 250_000,
      stage: 'negotiation',
      startDate: inDays(-3),
      closeDate: inDays(14),
      assignedRepId: rep.id,
      contactId: contact.id,
      tags: ['bundle', 'q2'],
      notes: 'Wants a discount',
      followUpAt,
    });
    expect(deal).toMatchObject({
      title: 'Wellness bundle',
      valueCents: 250_000,
      probability: stageProbability('negotiation'),
      weightedCents: 175_000,
      stage: 'negotiation',
      status: 'active',
      startDate: inDays(-3),
      closeDate: inDays(14),
      actualCloseAt: null,
      assignedRep: { id: rep.id, name: 'Omar Haddad' },
      contact: { id: contact.id, firstName: 'Ines', lastName: 'Costa', company: 'Costa Wellness' },
      company: 'Costa Wellness',
      tags: ['bundle', 'q2'],
      notes: 'Wants a discount',
      followUpAt,
      version: 1,
    });
    const read = await call(t.app, 'GET', `/api/deals/${deal.id}`, { cookie: u.cookie });
    expect(read.statusCode).toBe(200);
    expect(read.headers.etag).toBe('"1"');
    expect(read.json()).toEqual(deal);
    const own = await postDeal(t.app, u.cookie, { contactId: contact.id, company: 'Typed Co', probability: 35 });
    expect([own.company, own.probability]).toEqual(['Typed Co', 35]);
  });

  it('sets the probability and the actual close on entering a closed stage, and clears it on leaving', async () => {
    const u = await createUser(t.app);
    const deal = await postDeal(t.app, u.cookie, { probability: 40 });
    const won = (await patchDeal(t.app, u.cookie, deal.id, { stage: 'closed_won', probability: 20 })).json() as TDeal;
    expect(won).toMatchObject({ stage: 'closed_won', status: 'won', probability: 100, version: 2 });
    expect(Date.parse(won.actualCloseAt!)).toBeGreaterThan(Date.now() - 60_000);
    expect(Date.parse(won.stageChangedAt)).toBeGreaterThan(Date.parse(deal.stageChangedAt));
    const lost = (await patchDeal(t.app, u.cookie, deal.id, { stage: 'closed_lost' })).json() as TDeal;
    expect(lost).toMatchObject({ status: 'lost', probability: 0, weightedCents: 0 });
    const reopened = (await patchDeal(t.app, u.cookie, deal.id, { stage: 'qualification' })).json() as TDeal;
    expect(reopened).toMatchObject({ status: 'active', probability: stageProbability('qualification'), actualCloseAt: null });
    // A change that is not a move keeps the time the deal entered its stage.
    const renamed = (await patchDeal(t.app, u.cookie, deal.id, { title: 'Renamed' })).json() as TDeal;
    expect(renamed.stageChangedAt).toBe(reopened.stageChangedAt);
    const closedAtCreation = await postDeal(t.app, u.cookie, { stage: 'closed_won', probability: 10 });
    expect(closedAtCreation.probability).toBe(100);
    expect(closedAtCreation.actualCloseAt).not.toBeNull();
  });

  it('deletes with 204, then answers 404', async () => {
    const u = await createUser(t.app);
    const deal = await postDeal(t.app, u.cookie);
    expect((await call(t.app, 'DELETE', `/api/deals/${deal.id}`, { cookie: u.cookie })).statusCode).toBe(204);
    for (const [method, url] of [['GET', `/api/deals/${deal.id}`], ['DELETE', `/api/deals/${deal.id}`], ['GET', `/api/deals/${deal.id}/activity`]] as const) {
      expect((await call(t.app, method, url, { cookie: u.cookie })).statusCode).toBe(404);
    }
    expect((await patchDeal(t.app, u.cookie, deal.id, { title: 'Back' })).statusCode).toBe(404);
  });
});

describe('deals: only the owner’s', () => {
  it('answers 404 for another user’s deal or a malformed id, changing nothing', async () => {
    const owner = await createUser(t.app);
    const other = await createUser(t.app);
    const deal = await postDeal(t.app, owner.cookie);
    for (const id of [deal.id, 'not-a-uuid']) {
      for (const [method, url, body] of [
        ['GET', `/api/deals/${id}`, undefined],
        ['GET', `/api/deals/${id}/activity`, undefined],
        ['PATCH', `/api/deals/${id}`, { title: 'Mine now' }],
        ['DELETE', `/api/deals/${id}`, undefined],
      ] as const) {
        const res = await call(t.app, method, url, { cookie: other.cookie, body });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json().error.code).toBe('not_found');
      }
    }
    expect((await call(t.app, 'GET', `/api/deals/${deal.id}`, { cookie: owner.cookie })).json()).toMatchObject({ title: deal.title, version: 1 });
  });

  it('refuses another user’s contact or team member as 404, on create and on update', async () => {
    const owner = await createUser(t.app);
    const other = await createUser(t.app);
    const theirContact = await created(t.app, other.cookie, '/api/contacts', personBody({ company: 'Secret Co' }));
    const theirMember = await created(t.app, other.cookie, '/api/team-members', personBody());
    const create = await call(t.app, 'POST', '/api/deals', { cookie: owner.cookie, body: dealBody({ contactId: theirContact.id }) });
    expect(create.statusCode).toBe(404);
    expect(create.json().error).toMatchObject({ code: 'not_found', fields: { contactId: expect.any(String) } });
    expect(create.body).not.toContain('Secret Co');
    const rep = await call(t.app, 'POST', '/api/deals', { cookie: owner.cookie, body: dealBody({ assignedRepId: theirMember.id }) });
    expect(rep.statusCode).toBe(404);
    const deal = await postDeal(t.app, owner.cookie);
    expect((await patchDeal(t.app, owner.cookie, deal.id, { contactId: theirContact.id })).statusCode).toBe(404);
    expect((await patchDeal(t.app, owner.cookie, deal.id, { assignedRepId: theirMember.id })).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/api/deals', { cookie: owner.cookie })).json().total).toBe(1);
    expect((await call(t.app, 'GET', `/api/deals/${deal.id}/activity`, { cookie: owner.cookie })).json().total).toBe(1);
  });
});
