import { describe, expect, it } from 'vitest';
import { mappingErrors, suggestMapping } from './import.mapping.js';
import { mappedColumns, matchEnum, readDate, readDateTime, readRow, readTags } from './import.rows.js';
import { PROSPECT_STATUSES } from '../prospects/prospects.constants.js';

describe('suggestMapping', () => {
  it('reads Google Contacts headers', () => {
    const headers = ['Name', 'Given Name', 'Additional Name', 'Family Name', 'Birthday', 'Group Membership', 'E-mail 1 - Type', 'E-mail 1 - Value', 'Phone 1 - Type', 'Phone 1 - Value', 'Organization 1 - Name', 'Organization 1 - Title', 'Notes'];
    expect(suggestMapping('contacts', headers)).toEqual({
      'Given Name': 'firstName', 'Family Name': 'lastName', 'E-mail 1 - Value': 'email', 'Phone 1 - Value': 'phone',
      'Organization 1 - Name': 'company', 'Organization 1 - Title': 'role', Birthday: 'birthday', 'Group Membership': 'tags', Notes: 'notes',
    });
  });

  it('reads Outlook headers, preferring the mobile phone', () => {
    const headers = ['First Name', 'Middle Name', 'Last Name', 'Company', 'Business Phone', 'Home Phone', 'Mobile Phone', 'E-mail Address', 'E-mail 2 Address', 'Birthday', 'Categories', 'Notes'];
    expect(suggestMapping('prospects', headers)).toEqual({
      'First Name': 'firstName', 'Last Name': 'lastName', 'E-mail Address': 'email', 'Mobile Phone': 'phone', Company: 'companyName', Birthday: 'birthday', Categories: 'tags', Notes: 'notes',
    });
  });

  it('maps activities by title and type, and leaves unknown columns alone', () => {
    expect(suggestMapping('activities', ['Subject', 'Activity Type', 'Date', 'Whatever'])).toEqual({ Subject: 'title', 'Activity Type': 'type', Date: 'scheduledAt' });
  });
});

describe('mappingErrors', () => {
  const headers = ['First', 'Last', 'Mail', 'Phone'];
  it('accepts a complete mapping', () => {
    expect(mappingErrors('prospects', { First: 'firstName', Last: 'lastName', Mail: 'email' }, headers)).toEqual({});
  });
  it('names missing required fields, unknown columns and fields, and a field mapped twice', () => {
    expect(mappingErrors('prospects', { First: 'firstName', Mail: 'email' }, headers)).toEqual({ mapping: 'Map the required fields: lastName' });
    expect(mappingErrors('prospects', { First: 'firstName', Last: 'lastName', Mail: 'email', Fax: 'phone', Phone: 'salary' }, headers)).toEqual({ 'mapping.Fax': 'This column is not in the file', 'mapping.Phone': 'Unknown field' });
    expect(mappingErrors('prospects', { First: 'firstName', Last: 'lastName', Mail: 'email', Phone: 'firstName' }, headers)).toEqual({ mapping: 'This field is mapped to more than one column: firstName' });
    expect(mappingErrors('activities', {}, headers).mapping).toBe('Map the required fields: title, type');
  });
});

describe('reading cells', () => {
  it('matches enum values whatever their case, accents and separators', () => {
    expect(matchEnum('Démo Scheduled', PROSPECT_STATUSES)).toBe('demo_scheduled');
    expect(matchEnum('WARM-prospect', PROSPECT_STATUSES)).toBe('warm_prospect');
    expect(matchEnum('hot', PROSPECT_STATUSES)).toBeNull();
  });
  it('reads dates, leaving Outlook empty dates out and refusing impossible ones', () => {
    expect(readDate('1985-3-4')).toBe('1985-03-04');
    expect(readDate('0/0/00')).toBeNull();
    expect(readDate('2023-02-30')).toBeUndefined();
    expect(readDate('03/04/1985')).toBeUndefined();
  });
  it('reads a local time in the seller time zone, or the offset given', () => {
    expect(readDateTime('2026-07-01 09:30', 'Europe/Madrid')).toBe('2026-07-01T07:30:00.000Z');
    expect(readDateTime('2026-07-01T09:30:00+02:00', 'UTC')).toBe('2026-07-01T07:30:00.000Z');
    expect(readDateTime('2026-07-01', 'UTC')).toBe('2026-07-01T00:00:00.000Z');
    expect(readDateTime('tomorrow', 'UTC')).toBeUndefined();
  });
  it('splits tags and drops Google system labels', () => {
    expect(readTags('* myContacts ::: Friends ::: VIP')).toEqual(['Friends', 'VIP']);
    expect(readTags('a; b, a')).toEqual(['a', 'b']);
  });
});

describe('readRow', () => {
  const headers = ['First', 'Last', 'Email', 'Status', 'Notes'];
  const columns = mappedColumns('prospects', headers, { First: 'firstName', Last: 'lastName', Email: 'email', Status: 'status', Notes: 'notes' });

  it('answers the record of a valid row with the shared schema defaults', () => {
    const outcome = readRow('prospects', columns, ['Ana', 'Ruiz', 'ANA@Example.com', 'Interested', '=1+1'], 'UTC');
    expect(outcome).toMatchObject({ ok: true, record: { dataType: 'prospects', values: { firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.com', status: 'interested', notes: '=1+1', tags: [] } } });
  });

  it('reports each problem of a bad row in the spec wording', () => {
    const outcome = readRow('prospects', columns, ['', 'Ruiz', 'not-an-email', 'hot', 'x'.repeat(10_000)], 'UTC');
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.problems).toEqual([
      { field: 'status', code: 'unknown_value', value: 'hot', message: expect.stringMatching(/^Unknown value "hot": use one of cold_lead/) },
      { field: 'firstName', code: 'required', message: 'First name is required' },
      { field: 'email', code: 'invalid_email', message: 'Invalid email format.' },
      { field: 'notes', code: 'too_long', message: 'This value is too long' },
    ]);
  });

  it('checks the prospect email of an activity', () => {
    const cols = mappedColumns('activities', ['T', 'K', 'P'], { T: 'title', K: 'type', P: 'prospectEmail' });
    expect(readRow('activities', cols, ['Call Ana', 'Call', 'ana@example.com'], 'UTC')).toMatchObject({ ok: true, record: { values: { title: 'Call Ana', type: 'call' }, prospectEmail: 'ana@example.com' } });
    expect(readRow('activities', cols, ['Call Ana', 'Call', 'ana@'], 'UTC')).toEqual({ ok: false, problems: [{ field: 'prospectEmail', code: 'invalid_email', message: 'Invalid email format.' }] });
  });
});
