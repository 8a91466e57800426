import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerClient } from './client.js';

const INDEX = '<!doctype html><title>Upline</title>';
const LANDING = '<!doctype html><title>Upline: landing</title>';
const SCRIPT = 'console.log("upline");';

/** A built client as vite.config.ts leaves it: each text file beside its brotli and gzip copies. */
function writeDist(root: string) {
  mkdirSync(join(root, 'assets'));
  for (const [path, text] of [
    ['index.html', INDEX],
    ['landing.html', LANDING],
    ['assets/index-abc123.js', SCRIPT],
  ] as const) {
    writeFileSync(join(root, path), text);
    writeFileSync(join(root, `${path}.br`), brotliCompressSync(text));
    writeFileSync(join(root, `${path}.gz`), gzipSync(text));
  }
  writeFileSync(join(root, 'favicon.svg'), '<svg/>');
  // What vite-plugin-pwa writes at the root: the service worker, its Workbox runtime, the manifest.
  writeFileSync(join(root, 'sw.js'), 'self.skipWaiting;');
  writeFileSync(join(root, 'workbox-774a133b.js'), 'define([], () => {});');
  writeFileSync(join(root, 'manifest.webmanifest'), '{"name":"Upline CRM"}');
}

describe('the client files', () => {
  let root: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'upline-client-'));
    writeDist(root);
    app = Fastify();
    await app.register(fastifyCookie);
    const documentOf = await registerClient(app, root);
    // As app.ts does: a client route that is not a file gets a page of the build.
    app.setNotFoundHandler((request, reply) => reply.sendFile(documentOf!(request, reply)));
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('sends a hashed asset as its brotli copy, cached for good', async () => {
    const res = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gzip = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
  });

  it('sends index.html for a client route compressed and revalidated on every use', async () => {
    const res = await app.inject({ url: '/dashboard', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(INDEX);
  });

  it('sends a first visit of / the landing build, and / with a session cookie the app, which decides', async () => {
    const first = await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(first.rawPayload).toString()).toBe(LANDING);
    expect(first.headers.vary).toMatch(/^cookie, accept-encoding$/i);
    expect((await app.inject({ url: '/?utm_source=mail' })).body).toBe(LANDING);
    for (const cookie of ['upline.session_token=abc', '__Secure-upline.session_token=abc']) {
      expect((await app.inject({ url: '/', headers: { cookie } })).body, cookie).toBe(INDEX);
    }
    expect((await app.inject({ url: '/', headers: { cookie: 'upline-theme=dark' } })).body).toBe(LANDING);
    const login = await app.inject({ url: '/login', headers: { 'accept-encoding': 'br' } });
    expect(brotliDecompressSync(login.rawPayload).toString()).toBe(INDEX);
    // One answer whatever the cookie: a shared cache keys it on the encoding only.
    expect(login.headers.vary).toMatch(/^accept-encoding$/i);
  });

  it('keeps files of public/ unhashed, so revalidated', async () => {
    const res = await app.inject({ url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('revalidates the service worker and the manifest, so a deployment reaches installed apps at once', async () => {
    for (const [url, type] of [
      ['/sw.js', /javascript/],
      ['/workbox-774a133b.js', /javascript/],
      ['/manifest.webmanifest', /application\/manifest\+json/],
    ] as const) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-type'], url).toMatch(type);
    }
  });
});
