/**
 * Zod compiles object parsers with `new Function` when the page allows it, and probes for that:
 * under this app's Content-Security-Policy (no 'unsafe-eval') the probe makes the browser report
 * a violation. Zod keeps its settings on this global, shared by every copy of zod, so setting it
 * before any zod loads turns compiling off without putting zod in every page's first download.
 * zod-config.test.ts checks that zod still reads it. Forms are small: the interpreted parser is
 * fast enough.
 */
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

(globalThis.__zod_globalConfig ??= {}).jitless = true;

export {};
