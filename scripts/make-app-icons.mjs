/**
 * Draws the installable app's icons (src/client/public/icons/) from the Upline mark, the same
 * path as the favicon and the Logo component, in Debian's Chromium (playwright-core, already a
 * dependency), so no image tool is added for a few files that change once in a while.
 * Run it again after the mark changes: `node scripts/make-app-icons.mjs`; the PNGs are committed.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';

const BRAND = '#4f46e5';
const MARK = '<path d="M9 21l7-10 7 10" stroke="#fff" stroke-width="3" fill="none" stroke-linecap="round" stroke-linejoin="round"/>';

/** The favicon's rounded square, edge to edge: for the "any" purpose. */
const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${BRAND}"/>${MARK}</svg>`;
/**
 * Maskable: a full square the platform cuts to its own shape; the mark stays inside the central
 * circle of 80 % that every mask keeps (the "safe zone" of the maskable icon format).
 */
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${BRAND}"/><g transform="translate(16 16) scale(0.8) translate(-16 -16)">${MARK}</g></svg>`;

const ICONS = [
  { file: 'icon-192.png', size: 192, svg: rounded },
  { file: 'icon-512.png', size: 512, svg: rounded },
  { file: 'maskable-192.png', size: 192, svg: maskable },
  { file: 'maskable-512.png', size: 512, svg: maskable },
  // iOS ignores the manifest's icons and rounds the corners itself.
  { file: 'apple-touch-icon-180.png', size: 180, svg: maskable },
];

const outDir = resolve('src/client/public/icons');
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const { file, size, svg } of ICONS) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(`<html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${size}" height="${size}" style="display:block" `)}</body></html>`);
    await page.screenshot({ path: resolve(outDir, file), omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
    console.log(`${file} ${size}x${size}`);
  }
} finally {
  await browser.close();
}
