import { defineConfig, type AliasOptions, type Plugin, type PluginOption, type Rolldown, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { lucideDirectImports } from './scripts/lib/lucide-direct-imports.js';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { localeChunkName } from './src/client/locales/namespaces.js';
import { THEME_COLORS } from './src/client/lib/theme-colors.js';
import { NAVIGATION_DENYLIST, OFFLINE_CACHE_NAME, OFFLINE_READ_PATTERN } from './src/client/app/pwa/offline-cache.rules.js';

const apiTarget = `http://localhost:${process.env.PORT ?? '3000'}`;

/** The public pages' modules (src/client/app/lazy-pages.ts). */
const PUBLIC_PAGES = /\/src\/client\/features\/(public\/components\/(LandingPage|InfoPage|LegalPage)|auth\/components\/AuthPage)\.tsx$/;
const SMALL_SHARED = /\/src\/client\/(components|lib)\/|\/src\/client\/app\/shell\/(PublicShell|SiteFooter|SkipLink)\.tsx$/;
/** An icon's own module (imported one by one: scripts/lib/lucide-direct-imports.ts). */
const ICON = /\/node_modules\/lucide-react\/dist\/esm\/icons\//;

/**
 * The UI primitives, controls and helpers a public page imports (and the entry does not), in one
 * chunk: shared with other pages, each would otherwise be a chunk of its own, and a phone on a
 * slow network pays a round trip per request far more than the few KB a page does not use. Icons
 * go the same way, except those only one public page uses, which make a chunk of that page's
 * icons so that the other public pages do not download them.
 */
function publicSharedChunk(id: string, ctx: Rolldown.ChunkingContext): string | null {
  const icon = ICON.test(id);
  if (!icon && !SMALL_SHARED.test(id)) return null;
  const seen = new Set<string>();
  const pages = new Set<string>();
  /** Collects the public pages that import the module, directly or not; 'entry' when the entry does. */
  const reach = (module: string): 'entry' | undefined => {
    if (seen.has(module)) return undefined;
    seen.add(module);
    const page = PUBLIC_PAGES.exec(module);
    if (page) {
      pages.add(page[2] ?? 'AuthPage');
      return undefined;
    }
    const info = ctx.getModuleInfo(module);
    if (!info) return undefined;
    // The entry (main.tsx, under index.html): what it imports is in every page's first download already.
    if (info.isEntry || info.importers.length + info.dynamicImporters.length === 0) return 'entry';
    for (const importer of info.importers) if (reach(importer) === 'entry') return 'entry';
    return undefined;
  };
  if (reach(id) === 'entry' || pages.size === 0) return null;
  return icon && pages.size === 1 ? `${[...pages][0]}-icons` : 'public-shared';
}

const SOURCE_ALIASES = {
  '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
  '@client': fileURLToPath(new URL('./src/client', import.meta.url)),
};

/**
 * React's packages answered by Preact's compatible runtime (what @preact/preset-vite aliases),
 * for the landing page's build only (vite.landing.config.ts): exact names, most specific first.
 */
const PREACT_ALIASES = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/** What follows the start of a call: names, each after a dot, then the call's parenthesis. */
const CHAINED_CALL = String.raw`(?=\s*\.\s*[A-Za-z]\w*(?:\s*\.\s*[A-Za-z]\w*)*\s*\()`;
/** zod's namespace starting a call (`z.object(…)`, `z.coerce.number()`, chained, on one line or several). */
const ZOD_CALL = new RegExp(String.raw`(?<![\w$.])z${CHAINED_CALL}`, 'g');
/** A schema made from another as a value is declared (`= ZProspectInput.partial()`: our schemas' names start with `Z`). */
const DERIVED_SCHEMA = new RegExp(String.raw`(?<=[^=!<>]=\s*)Z\w*${CHAINED_CALL}`, 'g');
const IMPORTS_ZOD = /^import \* as z from 'zod(\/mini)?';$/m;

/**
 * Building a zod schema has no effect beyond its value (the shared code never calls z.config or
 * .register), so our modules' schema calls are marked pure: a page that imports a constant from a
 * schema module gets the constant without the module's unused schemas, nor zod itself. Marked in
 * our sources, where `z` is zod's import, and not with Rolldown's `manualPureFunctions: ['z']`,
 * which goes by name: it dropped every unused call of any function named `z`, minified libraries'
 * included (Preact's `diff`, so the landing build rendered nothing; cmdk's sort after a search).
 */
function pureZodSchemas(): Plugin {
  const pure = (code: string, calls: RegExp) => code.replace(calls, '/* @__PURE__ */ $&');
  return {
    name: 'upline:pure-zod-schemas',
    enforce: 'pre',
    transform: {
      filter: { id: /\/src\/(shared|client)\/.*\.tsx?$/ },
      handler(code) {
        const marked = pure(IMPORTS_ZOD.test(code) ? pure(code, ZOD_CALL) : code, DERIVED_SCHEMA);
        return marked === code ? null : { code: marked, map: null };
      },
    },
  };
}

/**
 * The landing build's `virtual:pwa-register`: the registration code vite-plugin-pwa gives the
 * app's build (its template, filled in for the app's worker and 'prompt'), so that a first visit
 * of the landing page registers the worker as the app's pages do. A second VitePWA plugin would
 * write a worker of its own, precaching the landing build's files only, over the app's.
 */
function pwaRegisterModule(): Plugin {
  const id = 'virtual:pwa-register';
  const template = join(dirname(createRequire(import.meta.url).resolve('vite-plugin-pwa')), 'client/build/register.js');
  return {
    name: 'upline:pwa-register',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load: (loaded) =>
      loaded === `\0${id}`
        ? readFileSync(template, 'utf8')
            .replace(/__SW__/g, '/sw.js')
            .replace('__SCOPE__', '/')
            .replace('__SW_AUTO_UPDATE__', 'false')
            .replace('__SW_SELF_DESTROYING__', 'false')
            .replace('__TYPE__', 'classic')
        : undefined,
  };
}

/**
 * The two client builds, into one folder: `app` (index.html: every page, on React, with the
 * service worker) and then `landing` (landing.html: the landing page alone, on Preact, which the
 * server sends to a first visit of `/`; React's runtime alone is half of the landing page's
 * JavaScript budget). Both compile the same components; the landing build keeps the app's files
 * (emptyOutDir off) and writes a manifest of its own, read by scripts/check-bundle-budget.mjs.
 */
export function clientConfig(build: 'app' | 'landing'): UserConfig {
  const landing = build === 'landing';
  const alias: AliasOptions = [...(landing ? PREACT_ALIASES : []), ...Object.entries(SOURCE_ALIASES).map(([find, replacement]) => ({ find, replacement }))];
  return {
    root: 'src/client',
    publicDir: 'public',
    plugins: [
      pureZodSchemas(),
      react(),
      // Icons imported one by one, so a public page's icons join its shared chunk (publicSharedChunk).
      lucideDirectImports(),
      tailwindcss(),
      // Brotli and gzip copies beside each text file, served as they are by @fastify/static
      // (src/server/plugins/client.ts): nothing is compressed per request.
      compression({ algorithms: ['brotliCompress', 'gzip'], exclude: [/\.vite\//], logLevel: 'silent' }),
      landing && pwaRegisterModule(),
      // The installable app (the app's build only): manifest and service worker (Workbox). The
      // page registers the worker itself after load (src/client/app/pwa/register-worker.ts), so
      // nothing is added to the first download; a new worker waits until the person chooses to
      // reload ('prompt').
      !landing &&
        VitePWA({
          registerType: 'prompt',
          injectRegister: false,
          manifestFilename: 'manifest.webmanifest',
          manifest: {
            id: '/',
            name: 'Upline CRM',
            short_name: 'Upline',
            description: 'The CRM for direct-sales and network-marketing sellers and their teams.',
            lang: 'en',
            start_url: '/dashboard',
            scope: '/',
            display: 'standalone',
            // The light theme's background (styles.css): the app opens light unless chosen otherwise.
            background_color: THEME_COLORS.light,
            theme_color: THEME_COLORS.light,
            icons: [
              { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
              { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
              { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
              { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
            ],
          },
          workbox: {
            // The built files themselves, not their .br/.gz copies nor Vite's manifest: hashed
            // assets, the strings of every language, index.html, the icons.
            globPatterns: ['**/*.{js,css,html,svg,png,txt,woff2}'],
            globIgnores: ['.vite/**'],
            navigateFallback: 'index.html',
            navigateFallbackDenylist: NAVIGATION_DENYLIST,
            // The first worker takes the open page at once (nothing to go stale yet); later ones wait.
            clientsClaim: true,
            cleanupOutdatedCaches: true,
            runtimeCaching: [
              {
                urlPattern: OFFLINE_READ_PATTERN,
                method: 'GET',
                // The network's answer whenever there is one; the last one kept only for offline.
                handler: 'NetworkFirst',
                options: { cacheName: OFFLINE_CACHE_NAME, networkTimeoutSeconds: 4, cacheableResponse: { statuses: [200] } },
              },
            ],
          },
        }),
    ] satisfies PluginOption[],
    resolve: { alias },
    build: {
      outDir: '../../dist/client',
      emptyOutDir: !landing,
      // The chunk graph, read by scripts/check-bundle-budget.mjs.
      manifest: landing ? '.vite/landing-manifest.json' : true,
      modulePreload: {
        // The entry starts the signed-in layout beside the route table (app/AppRoutes.tsx) without
        // listing the layout's chunks: that list would weigh on every public page; the layout's
        // chunk names its imports itself once it arrives.
        resolveDependencies: (file, deps, { hostId }) =>
          /(^|\/)SignedInLayout-[\w-]+\.js$/.test(file) && /(^|\/)index-[\w-]+\.js$/.test(hostId) ? [] : deps,
      },
      rolldownOptions: {
        input: fileURLToPath(new URL(landing ? './src/client/landing.html' : './src/client/index.html', import.meta.url)),
        output: {
          codeSplitting: {
            groups: [
              // A language's strings in a few chunks (locales/namespaces.ts), not one per file.
              { name: localeChunkName, debugName: 'locales' },
              // Without its dependencies, which are in the entry or chunks of their own: pulled in,
              // they would move entry code into this chunk and make every page load it.
              { name: publicSharedChunk, debugName: 'public-shared', includeDependenciesRecursively: false },
            ],
          },
        },
      },
    },
    server: { port: 5173, proxy: { '^/api/': { target: apiTarget, ws: true } } },
  };
}

export default defineConfig(clientConfig('app'));
