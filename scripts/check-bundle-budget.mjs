// `npm run check:budget` (after `npm run build:client`): the JavaScript a first visit downloads
// before the page can show, gzip-compressed, against its budget; exits 1 when one is passed.
// `npm run check:budget -- <dir>` reads another build than dist/client.
//
// A page's initial JavaScript is the entry (its HTML page's script: landing.html for `/`, which
// the server sends to a first visit there, index.html for the rest) and the page's lazy chunks,
// each with the closure of its static imports (what the browser must fetch before running it),
// plus its English strings (the language a first visit gets by default), in the chunks of the
// namespaces it loads (src/client/locales/namespaces.ts). Dynamic imports
// (other pages, other languages, menus loaded on use) are not counted: they load later, if ever.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { printTable } from './lib/print-table.js';

const DIST = resolve(process.argv[2] ?? 'dist/client');
const KB = 1024;

/**
 * What a page needs at first paint: source modules (manifest keys) and the chunks of its strings
 * (named by src/client/locales/namespaces.ts), with two sizes in gzip bytes:
 * - `goal`, the delivery issue's budget, printed as met or missed;
 * - `limit`, the budget this check enforces (exit 1 beyond it): the goal once it is met; where it
 *   is not yet, the size measured when the limit was last lowered plus about 5 %, so that a
 *   regression fails the build; lower it as the page shrinks, down to the goal.
 * `/` is the landing page's own build (vite.config.ts: landing.html, on Preact), with its manifest.
 */
const PAGES = [
  {
    page: '/',
    build: 'landing',
    goal: 120 * KB,
    limit: 120 * KB,
    modules: ['features/public/components/LandingPage.tsx'],
    strings: ['locale-en', 'locale-en-public'],
  },
  { page: '/login', goal: 150 * KB, limit: 150 * KB, modules: ['features/auth/components/AuthPage.tsx'], strings: ['locale-en', 'locale-en-auth'] },
  {
    page: '/dashboard',
    goal: 250 * KB,
    limit: 250 * KB,
    modules: ['app/SignedInRoutes.tsx', 'app/shell/SignedInLayout.tsx', 'features/dashboard/components/DashboardPage.tsx'],
    strings: ['locale-en', 'locale-en-auth', 'locale-en-app'],
  },
];
/** Each build's page and the manifest of its chunk graph. */
const BUILDS = {
  app: { entry: 'index.html', manifest: '.vite/manifest.json' },
  landing: { entry: 'landing.html', manifest: '.vite/landing-manifest.json' },
};

const manifests = {};
for (const [build, { manifest }] of Object.entries(BUILDS)) {
  try {
    manifests[build] = JSON.parse(readFileSync(join(DIST, manifest), 'utf8'));
  } catch {
    console.error(`No ${manifest} in ${DIST}: run \`npm run build:client\` first.`);
    process.exit(1);
  }
}

function chunk(manifest, key) {
  const found = manifest[key];
  if (!found) throw new Error(`${key} is not in the Vite manifest: was it moved or renamed? Update ${import.meta.filename}.`);
  return found;
}

/** The files of `key` and of everything it imports statically, transitively. */
function staticClosure(manifest, key, files = new Set()) {
  const { file, imports = [] } = chunk(manifest, key);
  if (files.has(file)) return files;
  files.add(file);
  for (const imported of imports) staticClosure(manifest, imported, files);
  return files;
}

/** Sizes of a file: as built, gzip (what the budgets count) and brotli (what browsers get). */
const sizes = new Map();
function sizesOf(file) {
  if (!sizes.has(file)) {
    const content = readFileSync(join(DIST, file));
    sizes.set(file, { raw: content.length, gzip: gzipSync(content, { level: 9 }).length, brotli: brotliCompressSync(content).length });
  }
  return sizes.get(file);
}
const total = (files, key) => files.reduce((sum, file) => sum + sizesOf(file)[key], 0);

/** The manifest key of a chunk named by the build (a group of vite.config.ts). */
function named(manifest, name) {
  const key = Object.keys(manifest).find((k) => manifest[k].name === name);
  if (!key) throw new Error(`No ${name} chunk in the Vite manifest: see src/client/locales/namespaces.ts.`);
  return key;
}

const kb = (bytes) => (bytes / KB).toFixed(1);
let failed = false;
const rows = PAGES.map(({ page, build = 'app', goal, limit, modules, strings }) => {
  const manifest = manifests[build];
  const files = new Set();
  for (const key of [BUILDS[build].entry, ...modules, ...strings.map((name) => named(manifest, name))]) staticClosure(manifest, key, files);
  const js = [...files].filter((file) => file.endsWith('.js'));
  const gzip = total(js, 'gzip');
  const within = gzip <= limit;
  failed ||= !within;
  return {
    page,
    build,
    'JS files': js.length,
    'raw KB': kb(total(js, 'raw')),
    'brotli KB': kb(total(js, 'brotli')),
    'gzip KB': kb(gzip),
    'goal KB': kb(goal),
    goal: gzip <= goal ? 'met' : 'missed',
    'limit KB': kb(limit),
    check: within ? 'ok' : 'FAILED',
  };
});

console.log('Initial JavaScript per page (static import closure, English strings included):\n');
printTable(rows);
if (failed) {
  console.error('\nA page passed its JavaScript limit: lazy-load what it does not show at first (see src/client/app/module-pages.ts).');
  process.exit(1);
}
