import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { createTestApp, call, type TTestApp } from '../../test/test-app.js';
import { countOf, fixture, importFields, upload, userOn, type TTestUser } from './import.test-support.js';

let t: TTestApp;
let seller: TTestUser;
beforeAll(async () => {
  t = await createTestApp();
  seller = await userOn(t.app, 'premium');
});
afterAll(() => t.close());

const SHEET_MAPPING = { 'First Name': 'firstName', 'Last Name': 'lastName', Email: 'email', Phone: 'phone', Status: 'status', 'Lead Source': 'source', Company: 'companyName', Notes: 'notes' };
const preview = (user: TTestUser, dataType: string, file: Buffer | null) => upload(t.app, user.cookie, `/api/import/${dataType}/preview`, file);
const errorOf = (res: { json(): unknown }) => (res.json() as { error: { code: string; message: string; fields?: Record<string, string>; details?: Record<string, unknown> } }).error;

describe('access', () => {
  it('is premium (DATA_IMPORT): a free user gets 403 premium_required everywhere, before anything is read', async () => {
    const free = await userOn(t.app, 'free');
    for (const res of [
      await preview(free, 'prospects', fixture('spreadsheet-prospects.csv')),
      await upload(t.app, free.cookie, '/api/import/prospects', fixture('spreadsheet-prospects.csv'), importFields(SHEET_MAPPING)),
      await call(t.app, 'GET', '/api/import/templates?dataType=prospects', { cookie: free.cookie }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(errorOf(res).code).toBe('premium_required');
    }
    expect((await call(t.app, 'GET', '/api/import/templates?dataType=prospects')).statusCode).toBe(401);
  });

  it('answers 404 for an unknown data type', async () => {
    for (const url of ['/api/import/deals/preview', '/api/import/deals', '/api/import/Prospects']) {
      const res = await upload(t.app, seller.cookie, url, fixture('semicolon.csv'), importFields({}));
      expect(res.statusCode, url).toBe(404);
      expect(errorOf(res)).toMatchObject({ code: 'not_found', message: 'Unsupported data type' });
    }
  });
});

describe('preview', () => {
  it('reads a spreadsheet export: BOM, CRLF, quoted line breaks and doubled quotes, 5 rows, a suggested mapping', async () => {
    const res = await preview(seller, 'prospects', fixture('spreadsheet-prospects.csv'));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ dataType: 'prospects', fileName: 'people.csv', totalRows: 6, delimiter: ',', encoding: 'utf-8', suggestedMapping: SHEET_MAPPING });
    expect(body.headers[0]).toBe('First Name');
    expect(body.rows).toHaveLength(5);
    expect(body.rows[0][7]).toBe('Met at the Berlin expo.\r\nWants the "starter" kit.');
  });

  it('maps Google Contacts and Outlook exports by their own header names', async () => {
    const google = (await preview(seller, 'contacts', fixture('google-contacts.csv'))).json();
    expect(google.suggestedMapping).toMatchObject({ 'Given Name': 'firstName', 'Family Name': 'lastName', 'E-mail 1 - Value': 'email', 'Phone 1 - Value': 'phone', 'Organization 1 - Name': 'company', 'Group Membership': 'tags' });
    const outlook = (await preview(seller, 'prospects', fixture('outlook-contacts.csv'))).json();
    expect(outlook.suggestedMapping).toMatchObject({ 'First Name': 'firstName', 'Last Name': 'lastName', 'E-mail Address': 'email', 'Mobile Phone': 'phone', Company: 'companyName', Categories: 'tags' });
  });

  it('decodes Windows-1252, and finds semicolons and tabs', async () => {
    const legacy = (await preview(seller, 'prospects', fixture('windows-1252.csv'))).json();
    expect(legacy).toMatchObject({ encoding: 'windows-1252', rows: [['José', 'Muñoz', 'jose.munoz@example.com', 'Café owner – “premium” kit'], ['Björn', 'Ångström', 'bjorn@example.se', 'Prefers Sunday calls']] });
    const semicolon = (await preview(seller, 'prospects', fixture('semicolon.csv'))).json();
    expect(semicolon).toMatchObject({ delimiter: ';', suggestedMapping: { Vorname: 'firstName', Nachname: 'lastName', 'E-Mail': 'email', Telefon: 'phone', Notizen: 'notes' } });
    expect(semicolon.rows[0][5]).toBe('Budget 1.200,50 €; will decide in May');
    expect((await preview(seller, 'team-members', fixture('team-members.tsv.csv'))).json()).toMatchObject({ delimiter: '\t', headers: ['First name', 'Last name', 'Email', 'Rank', 'Role', 'Status', 'Join date', 'Upline'] });
  });

  it('refuses what is not a CSV file by its bytes (415), and bad files with 400 or 413', async () => {
    const workbook = await preview(seller, 'prospects', fixture('binary-workbook.csv'));
    expect(workbook.statusCode).toBe(415);
    expect(errorOf(workbook)).toMatchObject({ code: 'unsupported_media_type', message: 'Only CSV files can be imported' });
    expect((await preview(seller, 'prospects', Buffer.from([0x00, 0x01, 0x02, 0x41, 0x42, 0x0a]))).statusCode).toBe(415);
    expect((await preview(seller, 'contacts', fixture('contacts-photo.png.csv'))).statusCode).toBe(415);

    const cases: [Buffer, string][] = [
      [Buffer.alloc(0), 'The file is empty'],
      [Buffer.from('\r\n\r\n'), 'The file is empty'],
      [Buffer.from('First Name,Last Name,Email\r\n'), 'The file has a header row but no data rows'],
      [Buffer.from('ana@example.com,Ana,Ruiz\nbo@example.com,Bo,Li\n'), 'No headers found: the first row must name the columns'],
      [fixture('pipe-delimited.csv'), 'Separate the values with commas, semicolons or tabs'],
      [Buffer.from('Name,Email\n"Ana,ana@example.com\n'), 'The file could not be read as CSV: a quoted value is not closed (row 2)'],
    ];
    for (const [bytes, message] of cases) {
      const res = await preview(seller, 'prospects', bytes);
      expect(res.statusCode, message).toBe(400);
      expect(errorOf(res)).toMatchObject({ code: 'validation_failed', fields: { file: message } });
    }

    const big = Buffer.alloc(6 * 1024 * 1024, 'Ana,Ruiz,ana@example.com\n');
    const tooBig = await preview(seller, 'prospects', Buffer.concat([Buffer.from('First,Last,Email\n'), big]));
    expect(tooBig.statusCode).toBe(413);
    expect(errorOf(tooBig)).toMatchObject({ code: 'payload_too_large', message: 'CSV files are at most 5 MB' });

    expect((await preview(seller, 'prospects', null)).json().error.fields).toEqual({ file: 'Choose a CSV file to import' });
    const json = await call(t.app, 'POST', '/api/import/prospects/preview', { cookie: seller.cookie, body: { file: 'x' } });
    expect(json.statusCode).toBe(415);
  });
});

describe('hostile files and forms', () => {
  it('refuses a control character anywhere in the file, not only in its first 64 KB (415, never 500), writing nothing', async () => {
    const u = await userOn(t.app, 'premium');
    const rows = Array.from({ length: 4_000 }, (_, i) => `Ana,R${i},ana${i}@example.com,ok`).join('\n');
    for (const control of ['\u0000', '\u0001']) {
      const file = Buffer.from(`First,Last,Email,Notes\n${rows}\nBo,Li,bo@example.com,bad${control}cell\n`);
      expect(file.length).toBeGreaterThan(64 * 1024);
      const res = await upload(t.app, u.cookie, '/api/import/prospects', file, importFields({ First: 'firstName', Last: 'lastName', Email: 'email', Notes: 'notes' }));
      expect(res.statusCode, res.body).toBe(415);
      expect(errorOf(res)).toMatchObject({ code: 'unsupported_media_type', message: 'Only CSV files can be imported' });
    }
    expect(await countOf(t.app, 'prospects', u.userId)).toBe(0);
    expect(await countOf(t.app, 'contacts', u.userId)).toBe(0);
  });

  it('answers 400, not a 413 about the file size, to a second file or more fields than an import takes, and refuses a field cut at its limit', async () => {
    const file = fixture('semicolon.csv');
    const mapping = { Vorname: 'firstName', Nachname: 'lastName', 'E-Mail': 'email' };
    const twoFiles = await upload(t.app, seller.cookie, '/api/import/prospects', [file, file], importFields(mapping));
    expect(twoFiles.statusCode, twoFiles.body).toBe(400);
    expect(errorOf(twoFiles)).toMatchObject({ code: 'validation_failed', fields: { file: 'Send one CSV file at a time' } });
    const manyFields = await upload(t.app, seller.cookie, '/api/import/prospects', file, { ...importFields(mapping), a: '1', b: '2', c: '3', d: '4', e: '5' });
    expect(manyFields.statusCode, manyFields.body).toBe(400);
    expect(errorOf(manyFields).code).toBe('validation_failed');
    const cut = await upload(t.app, seller.cookie, '/api/import/prospects', file, { mapping: JSON.stringify({ ...mapping, Notizen: 'n'.repeat(300_000) }) });
    expect(cut.statusCode, cut.body).toBe(400);
    expect(errorOf(cut).fields).toEqual({ mapping: 'This value is too long' });
    expect(await countOf(t.app, 'prospects', seller.userId)).toBe(0);
  });
});

describe('import', () => {
  it('validates every row: bad emails, duplicates in the file, missing fields, unknown enum values', async () => {
    const res = await upload(t.app, seller.cookie, '/api/import/prospects', fixture('spreadsheet-prospects.csv'), importFields(SHEET_MAPPING, { dryRun: true }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ imported: 0, skipped: 0, invalidRows: 3, validRows: 3, totalRows: 6, dryRun: true });
    expect(res.json().errors).toEqual([
      { row: 4, field: 'email', column: 'Email', code: 'invalid_email', message: 'Invalid email format.' },
      { row: 6, field: 'email', column: 'Email', code: 'duplicate_in_file', firstRow: 2, message: 'Duplicate prospect: the same email is on row 2' },
      { row: 7, field: 'status', column: 'Status', code: 'unknown_value', value: 'Hot', message: expect.stringMatching(/^Unknown value "Hot": use one of cold_lead, warm_prospect/) },
      { row: 7, field: 'firstName', column: 'First Name', code: 'required', message: 'First name is required' },
    ]);
    expect(await countOf(t.app, 'prospects', seller.userId)).toBe(0);
  });

  it('refuses the whole file while rows have errors, unless they are skipped', async () => {
    const refused = await upload(t.app, seller.cookie, '/api/import/prospects', fixture('spreadsheet-prospects.csv'), importFields(SHEET_MAPPING));
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused)).toMatchObject({ code: 'validation_failed', message: 'Some rows have errors: skip them or fix the file', details: { invalidRows: 3 } });
    expect(await countOf(t.app, 'prospects', seller.userId)).toBe(0);
  });

  it('imports the valid rows in one go, upserts their contacts, keeps formulas as text, and flags them as duplicates next time', async () => {
    const u = await userOn(t.app, 'trial');
    await call(t.app, 'POST', '/api/contacts', { cookie: u.cookie, body: { firstName: 'Old', lastName: 'Name', email: 'omar.haddad@example.com', phone: '+1 555 000 0000', notes: 'Kept' } });
    const res = await upload(t.app, u.cookie, '/api/import/prospects', fixture('spreadsheet-prospects.csv'), importFields(SHEET_MAPPING, { skipInvalid: true }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ imported: 3, skipped: 3, invalidRows: 3, contactsUpserted: 3, dryRun: false });
    const [ken] = await t.app.database.query<{ notes: string; status: string; source: string }>(`select notes, status, source from prospects where user_id = $1 and email = 'ken.watanabe@example.com'`, [u.userId]);
    expect(ken).toEqual({ notes: '=HYPERLINK("http://evil.example","click")', status: 'warm_prospect', source: 'event' });
    const [omar] = await t.app.database.query<{ first_name: string; phone: string; notes: string }>(`select first_name, phone, notes from contacts where user_id = $1 and email = 'omar.haddad@example.com'`, [u.userId]);
    expect(omar).toEqual({ first_name: 'Omar', phone: '+1 (555) 201-3344', notes: 'Kept' });
    expect(await countOf(t.app, 'contacts', u.userId)).toBe(3);
    const list = (await call(t.app, 'GET', '/api/prospects?q=lena', { cookie: u.cookie })).json();
    expect(list.items[0]).toMatchObject({ name: 'Lena Fischer', status: 'interested', companyName: 'Fischer Wellness' });

    const again = await upload(t.app, u.cookie, '/api/import/prospects', fixture('spreadsheet-prospects.csv'), importFields(SHEET_MAPPING, { dryRun: true }));
    expect(again.json().errors.filter((e: { message: string }) => e.message.includes('already exists'))).toHaveLength(3);
    expect(again.json().errors[0]).toEqual({ row: 2, field: 'email', column: 'Email', code: 'duplicate_existing', message: 'Duplicate prospect: a prospect with this email already exists' });
  });

  it('imports Google contacts, flagging an impossible birthday and an existing contact', async () => {
    const u = await userOn(t.app, 'premium');
    await call(t.app, 'POST', '/api/contacts', { cookie: u.cookie, body: { firstName: 'Chloé', lastName: 'Dubois', email: 'Chloe.Dubois@example.fr' } });
    const mapping = (await preview(u, 'contacts', fixture('google-contacts.csv'))).json().suggestedMapping;
    const res = await upload(t.app, u.cookie, '/api/import/contacts', fixture('google-contacts.csv'), importFields(mapping, { skipInvalid: true }));
    expect(res.json()).toMatchObject({ imported: 1, skipped: 2 });
    expect(res.json().errors).toEqual([
      { row: 3, field: 'email', column: 'E-mail 1 - Value', code: 'duplicate_existing', message: 'Duplicate contact: a contact with this email already exists' },
      { row: 4, field: 'birthday', column: 'Birthday', code: 'invalid_date', message: 'Use the date format YYYY-MM-DD' },
    ]);
    const [maria] = await t.app.database.query<{ tags: string[]; company: string; role: string; birthday: string }>(`select tags, company, role, birthday::text from contacts where user_id = $1 and email = 'maria.garcia@example.es'`, [u.userId]);
    expect(maria).toEqual({ tags: ['Customers'], company: 'Belleza Natural', role: 'Owner', birthday: '1988-04-12' });
  });

  it('imports Outlook prospects (0/0/00 is no birthday), Windows-1252 and semicolon files', async () => {
    const u = await userOn(t.app, 'premium');
    for (const name of ['outlook-contacts.csv', 'windows-1252.csv', 'semicolon.csv']) {
      const mapping = (await preview(u, 'prospects', fixture(name))).json().suggestedMapping;
      const res = await upload(t.app, u.cookie, '/api/import/prospects', fixture(name), importFields(mapping));
      expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
      expect(res.json().imported).toBe(2);
    }
    const rows = await t.app.database.query<{ first_name: string; birthday: string | null; status: string }>(`select first_name, birthday::text, status from prospects where user_id = $1 order by first_name`, [u.userId]);
    expect(rows.map((r) => r.first_name)).toEqual(['Aisha', 'Anna', 'Björn', 'James', 'José', 'Jürgen']);
    expect(rows.find((r) => r.first_name === 'James')!.birthday).toBeNull();
    expect(rows.find((r) => r.first_name === 'Anna')!.status).toBe('follow_up');
  });

  it('imports team members (ranks matched, an unknown one flagged) and activities linked to prospects', async () => {
    const u = await userOn(t.app, 'premium');
    const members = await upload(t.app, u.cookie, '/api/import/team-members', fixture('team-members.tsv.csv'), importFields({ 'First name': 'firstName', 'Last name': 'lastName', Email: 'email', Rank: 'rank', Role: 'role', Status: 'status', 'Join date': 'joinDate', Upline: 'uplineName' }, { skipInvalid: true }));
    expect(members.json()).toMatchObject({ imported: 2, skipped: 1, contactsUpserted: 2, errors: [{ row: 4, field: 'rank', message: expect.stringMatching(/^Unknown value "Emerald"/) }] });
    const [mia] = await t.app.database.query<{ rank: string; status: string; join_date: string }>(`select rank, status, join_date::text from team_members where user_id = $1 and first_name = 'Mia'`, [u.userId]);
    expect(mia).toEqual({ rank: 'blue_diamond', status: 'on_leave', join_date: '2026-01-15' });

    await call(t.app, 'POST', '/api/prospects', { cookie: u.cookie, body: { firstName: 'Lena', lastName: 'Fischer', email: 'lena.fischer@example.com' } });
    const mapping = (await preview(u, 'activities', fixture('activities.csv'))).json().suggestedMapping;
    expect(mapping).toEqual({ Subject: 'title', 'Activity Type': 'type', Date: 'scheduledAt', Status: 'status', 'Prospect Email': 'prospectEmail', Description: 'description' });
    const activities = await upload(t.app, u.cookie, '/api/import/activities', fixture('activities.csv'), importFields(mapping, { skipInvalid: true }));
    expect(activities.json()).toMatchObject({ imported: 2, skipped: 2 });
    expect(activities.json().errors.map((e: { row: number; field: string }) => [e.row, e.field])).toEqual([[4, 'type'], [5, 'prospectEmail']]);
    const linked = (await call(t.app, 'GET', '/api/activities?q=Discovery', { cookie: u.cookie })).json();
    expect(linked.items[0]).toMatchObject({ title: 'Discovery call', type: 'call', status: 'completed', prospect: { name: 'Lena Fischer' }, scheduledAt: '2026-03-02T10:30:00.000Z' });
  });

  it('reports 10,000-character cells as too long where the field is shorter, and ignores unmapped ones', async () => {
    const long = 'x'.repeat(10_000);
    const csv = `First,Last,Email,Notes,Extra\nAna,Ruiz,ana@example.com,"${long}",${long}\nBo,${long},bo@example.com,,${long}\nCy,Li,cy@example.com,short,${long}\n`;
    const u = await userOn(t.app, 'premium');
    const res = await upload(t.app, u.cookie, '/api/import/prospects', Buffer.from(csv), importFields({ First: 'firstName', Last: 'lastName', Email: 'email', Notes: 'notes' }, { skipInvalid: true }));
    expect(res.json()).toMatchObject({ imported: 1, skipped: 2, errors: [{ row: 2, field: 'notes', message: 'This value is too long' }, { row: 3, field: 'lastName', message: 'This value is too long' }] });
  });

  it('answers 400 with fields for a mapping that misses a required field, names an unknown field or column, or is not JSON', async () => {
    const bad = async (fields: Record<string, string>) => {
      const res = await upload(t.app, seller.cookie, '/api/import/prospects', fixture('semicolon.csv'), fields);
      expect(res.statusCode, res.body).toBe(400);
      return errorOf(res).fields;
    };
    expect(await bad(importFields({ Vorname: 'firstName', 'E-Mail': 'email' }))).toEqual({ mapping: 'Map the required fields: lastName' });
    expect(await bad(importFields({ Vorname: 'firstName', Nachname: 'lastName', 'E-Mail': 'email', Telefon: 'salary' }))).toEqual({ 'mapping.Telefon': 'Unknown field' });
    expect(await bad(importFields({ Vorname: 'firstName', Nachname: 'lastName', 'E-Mail': 'email', Fax: 'phone' }))).toEqual({ 'mapping.Fax': 'This column is not in the file' });
    expect(await bad({ mapping: '{not json' })).toEqual({ mapping: 'The mapping must be a JSON object' });
    expect(await bad({ mapping: '["a"]' })).toHaveProperty('mapping');
    expect(await bad({})).toEqual({ mapping: 'Send the column mapping' });
    expect(await bad({ ...importFields({}), skipInvalid: 'maybe' })).toHaveProperty('skipInvalid');
    expect(await bad(importFields({ Vorname: 'firstName', Nachname: 'lastName', 'E-Mail': 'email', Telefon: 'email' }))).toEqual({ mapping: 'This field is mapped to more than one column: email' });
    expect(await bad(importFields({ Vorname: 'firstName', Nachname: 'lastName' }))).toEqual({ mapping: 'Map the required fields: email' });
    expect(await bad({ mapping: 'null' })).toHaveProperty('mapping');
    expect(await bad({ mapping: '1e999' })).toHaveProperty('mapping');
    expect(await bad({ mapping: JSON.stringify({ Vorname: { field: 'firstName' } }) })).toHaveProperty(['mapping.Vorname']);
    expect(await bad({ ...importFields({ Vorname: 'firstName', Nachname: 'lastName', 'E-Mail': 'email' }), skipRows: '[-1]' })).toEqual({ skipRows: 'Unknown field' });
    expect(await countOf(t.app, 'prospects', seller.userId)).toBe(0);
  });

  it('streams its real progress as JSON lines, then the result', async () => {
    const u = await userOn(t.app, 'premium');
    const rows = Array.from({ length: 4_500 }, (_, i) => `Person,N${i},p${i}@example.com`).join('\n');
    const res = await upload(t.app, u.cookie, '/api/import/prospects', Buffer.from(`First,Last,Email\n${rows}\n`), importFields({ First: 'firstName', Last: 'lastName', Email: 'email' }), { ndjson: true });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/x-ndjson');
    const lines = res.body.trim().split('\n').map((l) => JSON.parse(l));
    expect(lines.filter((l) => l.phase === 'validating').map((l) => l.processed)).toEqual([2000, 4000, 4500]);
    expect(lines.filter((l) => l.phase === 'writing').map((l) => [l.processed, l.total])).toEqual([[0, 4500], [2000, 4500], [4000, 4500], [4500, 4500]]);
    expect(lines.at(-1)).toMatchObject({ result: { imported: 4500, skipped: 0 } });
    expect(await countOf(t.app, 'prospects', u.userId)).toBe(4500);

    const refused = await upload(t.app, u.cookie, '/api/import/prospects', fixture('spreadsheet-prospects.csv'), importFields(SHEET_MAPPING), { ndjson: true });
    expect(refused.body.trim().split('\n').map((l) => JSON.parse(l)).at(-1)).toMatchObject({ error: { code: 'validation_failed', message: 'Some rows have errors: skip them or fix the file' } });
    const badMapping = await upload(t.app, u.cookie, '/api/import/prospects', fixture('spreadsheet-prospects.csv'), importFields({}), { ndjson: true });
    expect(badMapping.statusCode).toBe(400);
  });

  it('downloads the rejected rows with their reasons, formula-safe', async () => {
    const csv = 'First,Last,Email\n=cmd|calc,Ruiz,not-an-email\nBo,Li,bo@example.com\n';
    const res = await upload(t.app, seller.cookie, '/api/import/prospects/rejected', Buffer.from(csv), importFields({ First: 'firstName', Last: 'lastName', Email: 'email' }));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe('attachment; filename="rejected-prospects.csv"');
    const parsed = Papa.parse<string[]>(res.body.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    expect(parsed).toEqual([['Row', 'First', 'Last', 'Email', 'Reasons'], ['2', "'=cmd|calc", 'Ruiz', 'not-an-email', 'Email: Invalid email format.']]);
  });
});
