import { describe, expect, it } from 'vitest';
import { CUSTOM_STAGE_PROBABILITY, DEFAULT_OPEN_STAGES } from './deals.constants.js';
import { applyDealInput, dayStartIn, dealChanges, dealStatus, EMPTY_DEAL, localToday, monthStart, nextDay, pipelineStages, probabilityIn, stageProbability, weightedCents, type TDealFields } from './deals.rules.js';
import { defaultDealSort, ZDealListQuery } from './deals.schema.js';

const deal: TDealFields = {
  ...EMPTY_DEAL,
  title: 'Starter kits for the Lyon team',
  valueCents: 120_000,
  probability: 50,
  stage: 'proposal',
  closeDate: '2026-05-31',
  contactId: '00000000-0000-4000-8000-000000000001',
  tags: ['kits'],
};

describe('pipeline and status', () => {
  it('puts the owner’s open stages (defaults when none) before the two closed ones', () => {
    expect(pipelineStages([])).toEqual([...DEFAULT_OPEN_STAGES, 'closed_won', 'closed_lost']);
    expect(pipelineStages(['New', 'closed_won', 'Demo'])).toEqual(['New', 'Demo', 'closed_won', 'closed_lost']);
  });

  it('reads the status from the stage and the close date against the owner’s day', () => {
    expect(dealStatus('closed_won', '2020-01-01', '2026-03-10')).toBe('won');
    expect(dealStatus('closed_lost', '2030-01-01', '2026-03-10')).toBe('lost');
    expect(dealStatus('proposal', '2026-03-09', '2026-03-10')).toBe('pending');
    expect(dealStatus('proposal', '2026-03-10', '2026-03-10')).toBe('active');
  });

  it('weights the value by the probability in whole cents', () => {
    expect(weightedCents(12_345, 33)).toBe(4074);
    expect(weightedCents(101, 50)).toBe(51);
  });
});

describe('probability', () => {
  it('is fixed in a closed stage, else the one given, else the one kept, else the stage’s usual one', () => {
    expect(probabilityIn('closed_won', 20)).toBe(100);
    expect(probabilityIn('closed_lost', 90, 90)).toBe(0);
    expect(probabilityIn('proposal', 65, 10)).toBe(65);
    expect(probabilityIn('proposal', undefined, 65)).toBe(65);
    expect(probabilityIn('proposal', undefined)).toBe(stageProbability('proposal'));
    expect(probabilityIn('My own stage', undefined)).toBe(CUSTOM_STAGE_PROBABILITY);
  });
});

describe('applyDealInput and dealChanges', () => {
  it('changes only what the input names and records each change as {from, to}', () => {
    const after = applyDealInput(deal, { title: 'Kits for Lyon', tags: ['kits', 'lyon'], notes: null });
    expect(dealChanges(deal, after)).toEqual({ title: { from: deal.title, to: 'Kits for Lyon' }, tags: { from: ['kits'], to: ['kits', 'lyon'] } });
  });

  it('finds no change when the input repeats the values, instants compared as moments', () => {
    const withFollowUp = { ...deal, followUpAt: '2026-04-01T08:00:00.000Z' };
    const same = applyDealInput(withFollowUp, { title: deal.title, tags: ['kits'], followUpAt: '2026-04-01T10:00:00+02:00', probability: 50 });
    expect(dealChanges(withFollowUp, same)).toEqual({});
  });

  it('moves the probability with the stage unless one is given; closed stages fix it', () => {
    expect(applyDealInput(deal, { stage: 'negotiation' }).probability).toBe(stageProbability('negotiation'));
    expect(applyDealInput(deal, { stage: 'negotiation', probability: 55 }).probability).toBe(55);
    expect(applyDealInput(deal, { title: 'Same stage' }).probability).toBe(50);
    expect(applyDealInput(deal, { stage: 'closed_won', probability: 30 }).probability).toBe(100);
    expect(applyDealInput(deal, { stage: 'closed_lost' }).probability).toBe(0);
  });

  it('gives a deal without a company its new contact’s company, never over one it has', () => {
    const contactId = '00000000-0000-4000-8000-000000000002';
    expect(applyDealInput(deal, { contactId }, 'Acme').company).toBe('Acme');
    expect(applyDealInput({ ...deal, company: 'Own Co' }, { contactId }, 'Acme').company).toBe('Own Co');
    expect(applyDealInput(deal, { contactId, company: 'Typed Co' }, 'Acme').company).toBe('Typed Co');
    expect(applyDealInput(EMPTY_DEAL, { ...deal, probability: undefined }, 'Acme')).toMatchObject({ company: 'Acme', probability: stageProbability('proposal') });
  });
});

describe('calendar days', () => {
  it('reads today in the owner’s time zone, UTC for an unknown one', () => {
    const now = new Date('2026-03-31T23:30:00Z');
    expect(localToday(now, 'UTC')).toBe('2026-03-31');
    expect(localToday(now, 'Europe/Madrid')).toBe('2026-04-01');
    expect(localToday(now, 'America/New_York')).toBe('2026-03-31');
    expect(localToday(now, 'Not/AZone')).toBe('2026-03-31');
  });

  it('steps months and days across year ends', () => {
    expect([monthStart('2026-12-15'), monthStart('2026-12-15', 1), monthStart('2026-11-30', 2)]).toEqual(['2026-12-01', '2027-01-01', '2027-01-01']);
    expect([nextDay('2026-12-31'), nextDay('2028-02-28')]).toEqual(['2027-01-01', '2028-02-29']);
  });

  it('finds the instant a day starts in a zone', () => {
    expect(dayStartIn('2026-03-29', 'Europe/Madrid').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(dayStartIn('2026-03-29', 'Not/AZone').toISOString()).toBe('2026-03-29T00:00:00.000Z');
  });
});

describe('list order', () => {
  it('orders a stage’s deals as its board column by default, other lists newest first', () => {
    expect(ZDealListQuery.parse({ stage: 'proposal' }).sort).toEqual({ field: 'stageChangedAt', direction: 'desc' });
    expect(ZDealListQuery.parse({}).sort).toEqual(defaultDealSort(undefined));
    expect(ZDealListQuery.parse({ stage: 'proposal', sort: 'value:asc' }).sort).toEqual({ field: 'value', direction: 'asc' });
  });
});
