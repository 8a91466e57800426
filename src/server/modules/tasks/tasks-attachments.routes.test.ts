import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TASK_ATTACHMENT_MAX_BYTES, TASK_ATTACHMENTS_PER_TASK_MAX } from '../../../shared/tasks/tasks.constants.js';
import type { TTask, TTaskAttachment, TTaskDetail } from '../../../shared/tasks/tasks.schema.js';
import { createTestApp, call, TEST_ORIGIN, type TTestApp } from '../../test/test-app.js';
import { createUser } from '../../test/accounts.js';
import { created } from '../../test/records.js';
import { PNG_BYTES, uploadFile } from './tasks.test-support.js';

let t: TTestApp;
let u: Awaited<ReturnType<typeof createUser>>;
let other: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await createTestApp();
  u = await createUser(t.app);
  other = await createUser(t.app);
});
afterAll(() => t.close());

/** Every file under the attachments folder: refused uploads must leave none behind. */
function storedFiles(): string[] {
  const root = join(t.app.config.dataDir, 'attachments');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

const newTask = (title = 'With files') => created<TTask>(t.app, u.cookie, '/api/tasks', { title });

describe('task attachments', () => {
  it('accepts a real PNG, lists it on the task and lets only the owner download it', async () => {
    const task = await newTask();
    const res = await uploadFile(t.app, u.cookie, task.id, 'C:\\Users\\ana\\shot\u202E.png', PNG_BYTES, 'text/html');
    expect(res.statusCode, res.body).toBe(201);
    const attachment = res.json() as TTaskAttachment;
    // The type comes from the bytes, not from the browser's claim; the name loses its path and invisible characters.
    expect(attachment).toMatchObject({ fileName: 'shot.png', mimeType: 'image/png', sizeBytes: PNG_BYTES.length, url: `/api/tasks/${task.id}/attachments/${attachment.id}` });
    const files = storedFiles();
    expect(files).toHaveLength(1);
    expect(files[0]).toContain(join('attachments', u.userId));
    expect(files[0]).not.toContain('shot');

    const detail = (await call(t.app, 'GET', `/api/tasks/${task.id}`, { cookie: u.cookie })).json() as TTaskDetail;
    expect(detail.attachmentCount).toBe(1);
    expect(detail.attachments).toEqual([attachment]);

    const download = await call(t.app, 'GET', attachment.url, { cookie: u.cookie });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PNG_BYTES)).toBe(true);
    expect(download.headers).toMatchObject({ 'content-type': 'image/png', 'x-content-type-options': 'nosniff', 'content-length': String(PNG_BYTES.length) });
    expect(download.headers['content-disposition']).toBe(`attachment; filename="shot.png"; filename*=UTF-8''shot.png`);

    for (const cookie of [other.cookie]) expect((await call(t.app, 'GET', attachment.url, { cookie })).statusCode).toBe(404);
    expect((await call(t.app, 'GET', attachment.url)).statusCode).toBe(401);
    const theirTask = await created<TTask>(t.app, other.cookie, '/api/tasks', { title: 'Theirs' });
    // Another task's path does not reach the file either.
    expect((await call(t.app, 'GET', `/api/tasks/${theirTask.id}/attachments/${attachment.id}`, { cookie: other.cookie })).statusCode).toBe(404);
    expect((await call(t.app, 'DELETE', attachment.url, { cookie: other.cookie })).statusCode).toBe(404);
    expect((await uploadFile(t.app, other.cookie, task.id, 'x.png', PNG_BYTES)).statusCode).toBe(404);

    expect((await call(t.app, 'DELETE', attachment.url, { cookie: u.cookie })).statusCode).toBe(204);
    expect((await call(t.app, 'GET', attachment.url, { cookie: u.cookie })).statusCode).toBe(404);
    expect(storedFiles()).toEqual([]);
  });

  it('refuses a type not allowed, whatever the name says (415), and accepts text only as UTF-8 .txt or .csv', async () => {
    const task = await newTask();
    const refused = async (name: string, content: Buffer) => {
      const res = await uploadFile(t.app, u.cookie, task.id, name, content, 'image/png');
      expect(res.statusCode, name).toBe(415);
      expect(res.json().error.code).toBe('unsupported_media_type');
    };
    await refused('photo.png', Buffer.from('just some text pretending to be a picture'));
    await refused('page.html', Buffer.from('<html><script>alert(1)</script></html>'));
    await refused('notes.txt', Buffer.from([0x68, 0x69, 0x00, 0x21]));
    await refused('notes.txt', Buffer.from([0xc3, 0x28, 0x41]));
    await refused('archive.zip', Buffer.from('504b0304140000000800', 'hex'));
    await refused('icon.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'));
    expect(storedFiles()).toEqual([]);

    const csv = await uploadFile(t.app, u.cookie, task.id, 'leads.csv', Buffer.from('name,city\nJosé,València\n'));
    expect(csv.statusCode, csv.body).toBe(201);
    expect(csv.json().mimeType).toBe('text/csv');
    const download = await call(t.app, 'GET', csv.json().url, { cookie: u.cookie });
    expect(download.headers['content-type']).toBe('text/csv; charset=utf-8');
    const pdf = await uploadFile(t.app, u.cookie, task.id, 'offer', Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'));
    expect(pdf.statusCode, pdf.body).toBe(201);
    expect(pdf.json()).toMatchObject({ fileName: 'offer', mimeType: 'application/pdf' });
  });

  it('refuses a file over 10 MB with 413 and leaves nothing on disk', async () => {
    const task = await newTask();
    const before = storedFiles().length;
    const big = Buffer.alloc(TASK_ATTACHMENT_MAX_BYTES + 1, 0x20);
    PNG_BYTES.copy(big);
    const res = await uploadFile(t.app, u.cookie, task.id, 'huge.png', big);
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatchObject({ code: 'payload_too_large', message: 'Attachments are at most 10 MB' });
    expect(storedFiles()).toHaveLength(before);
    const exact = Buffer.alloc(TASK_ATTACHMENT_MAX_BYTES, 0x20);
    PNG_BYTES.copy(exact);
    const fits = await uploadFile(t.app, u.cookie, task.id, 'big.png', exact);
    expect(fits.statusCode, fits.body).toBe(201);
    expect(fits.json().sizeBytes).toBe(TASK_ATTACHMENT_MAX_BYTES);
  });

  it('answers a body that is not a file upload with 4xx, never a 500', async () => {
    const task = await newTask();
    const before = storedFiles().length;
    const url = `/api/tasks/${task.id}/attachments`;
    expect((await call(t.app, 'POST', url, { cookie: u.cookie, body: { file: 'x' } })).statusCode).toBe(415);
    const noFile = await t.app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN, cookie: u.cookie, 'content-type': 'multipart/form-data; boundary=abc' }, payload: '--abc\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--abc--\r\n' });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().error.fields.file).toBe('Choose a file to upload');
    const cut = await t.app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN, cookie: u.cookie, 'content-type': 'multipart/form-data; boundary=abc' }, payload: '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nhello' });
    expect(cut.statusCode).toBeGreaterThanOrEqual(400);
    expect(cut.statusCode).toBeLessThan(500);
    const garbage = await t.app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN, cookie: u.cookie, 'content-type': 'multipart/form-data; boundary=xyz' }, payload: '\u0000garbage' });
    expect(garbage.statusCode).toBe(400);
    expect((await uploadFile(t.app, u.cookie, task.id, 'empty.txt', Buffer.alloc(0))).statusCode).toBe(400);
    expect(storedFiles()).toHaveLength(before);
  });

  it(`keeps at most ${TASK_ATTACHMENTS_PER_TASK_MAX} files per task, and removes the files with the task`, async () => {
    const task = await newTask();
    const before = storedFiles().length;
    const uploads = await Promise.all(Array.from({ length: TASK_ATTACHMENTS_PER_TASK_MAX + 2 }, (_, i) => uploadFile(t.app, u.cookie, task.id, `p${i}.png`, PNG_BYTES)));
    expect(uploads.filter((r) => r.statusCode === 201)).toHaveLength(TASK_ATTACHMENTS_PER_TASK_MAX);
    expect(uploads.filter((r) => r.statusCode === 400).map((r) => r.json().error.fields.file)).toEqual([`At most ${TASK_ATTACHMENTS_PER_TASK_MAX} attachments per task`, `At most ${TASK_ATTACHMENTS_PER_TASK_MAX} attachments per task`]);
    expect(storedFiles()).toHaveLength(before + TASK_ATTACHMENTS_PER_TASK_MAX);
    expect((await call(t.app, 'DELETE', `/api/tasks/${task.id}`, { cookie: u.cookie })).statusCode).toBe(204);
    expect(storedFiles()).toHaveLength(before);
  });
});
