import '@testing-library/jest-dom/vitest';
import { readFileSync } from 'node:fs';
import { cleanup, configure, getConfig, prettyDOM } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import { LAZY_PAGE_NAMESPACES } from '../locales/namespaces';
import { backToEnglishOnly } from './i18n';

/*
 * The client project runs with `isolate: false`: a worker's files share one module graph and one
 * jsdom window, which saves importing React, Radix and the app (and loading the strings) for
 * every file. Each file must still start as it would alone, so what a file may change is put
 * back after it (afterAll below), and module mocks get a graph of their own.
 */

configure({
  // findBy* and waitFor give up after 1 s by default: a loaded machine renders slower than that, so
  // a passing test would fail by the clock. Waits end as soon as their condition holds anyway.
  asyncUtilTimeout: 10_000,
  // A query that finds nothing throws an error printing the page, and findBy* and waitFor retry
  // through such errors every 50 ms: formatting pages nobody reads took seconds of each run. The
  // same text is made when the message is read (by the failure report, or the wait that gives up).
  getElementError(message, container) {
    const error = new Error();
    error.name = 'TestingLibraryElementError';
    let text: string | undefined;
    Object.defineProperty(error, 'message', {
      configurable: true,
      get: () => (text ??= [message, `Ignored nodes: comments, ${getConfig().defaultIgnore}\n${prettyDOM(container)}`].filter(Boolean).join('\n\n')),
      set: (value: string) => {
        text = value;
      },
    });
    return error;
  },
});

// A module evaluated by an earlier file keeps the real imports it was evaluated with, so a file
// that mocks modules starts on fresh app modules, and leaves fresh ones behind: no later file
// gets a component bound to its mocks. (Packages from node_modules stay loaded, as vi.mock expects.)
const mocksModules = /\bvi\.(mock|doMock)\(/.test(readFileSync(expect.getState().testPath!, 'utf8'));
if (mocksModules) vi.resetModules();

// Imported after the reset, so that a fresh graph's i18n is the one holding the strings.
const { loadAppStrings, loadStrings } = await import('../lib/i18n');

// The app loads its strings on demand; tests render synchronously, so they start once every
// English namespace is in (the signed-in area's, the pages' own and the public pages').
await Promise.all([loadAppStrings(), loadStrings([...LAZY_PAGE_NAMESPACES]), loadStrings(['public', 'publicPages'])]);

// React Testing Library registers its cleanup and act environment hooks when first imported,
// which in a shared graph is in the worker's first file only: every file registers them here.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  cleanup();
});

/** Own string-keyed properties of the objects tests patch (polyfills, navigator.clipboard…). */
const patchable = (): [object, Map<string, PropertyDescriptor>][] =>
  [navigator, document, Node.prototype, Element.prototype, HTMLElement.prototype].map((target) => [
    target,
    new Map(Object.getOwnPropertyNames(target).map((key) => [key, Object.getOwnPropertyDescriptor(target, key)!])),
  ]);

// The window is Node's global object, where Vitest keeps its own state: only the keys tests set
// (jsdom lacks the observers; innerWidth plays a phone) are put back.
const WINDOW_KEYS = ['ResizeObserver', 'IntersectionObserver', 'matchMedia', 'innerWidth', 'innerHeight', 'scrollTo'] as const;
const windowKeys = () => new Map(WINDOW_KEYS.map((key) => [key, Object.getOwnPropertyDescriptor(window, key)]));

const attributesOf = (element: Element) => [...element.attributes].map(({ name, value }) => [name, value] as const);

const start = {
  properties: patchable(),
  window: windowKeys(),
  html: attributesOf(document.documentElement),
  body: attributesOf(document.body),
  head: [...document.head.childNodes],
  title: document.title,
  url: window.location.href,
};

function restoreAttributes(element: Element, attributes: (readonly [string, string])[]) {
  for (const name of element.getAttributeNames()) element.removeAttribute(name);
  for (const [name, value] of attributes) element.setAttribute(name, value);
}

function restoreProperties() {
  for (const [target, descriptors] of start.properties) {
    for (const key of Object.getOwnPropertyNames(target)) {
      const before = descriptors.get(key);
      if (!before) Reflect.deleteProperty(target, key);
      else if (!sameDescriptor(before, Object.getOwnPropertyDescriptor(target, key)!)) Object.defineProperty(target, key, before);
    }
  }
}

function restoreWindow() {
  for (const [key, before] of start.window) {
    const now = Object.getOwnPropertyDescriptor(window, key);
    if (!before) Reflect.deleteProperty(window, key);
    else if (!now || !sameDescriptor(before, now)) Object.defineProperty(window, key, before);
  }
}

function sameDescriptor(a: PropertyDescriptor, b: PropertyDescriptor) {
  return a.value === b.value && a.get === b.get && a.set === b.set && a.writable === b.writable;
}

afterAll(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  cleanup();
  // sonner shows a new Toaster the toasts still open, so a later file's screen would show these.
  toast.dismiss();
  localStorage.clear();
  sessionStorage.clear();
  await backToEnglishOnly();
  restoreProperties();
  restoreWindow();
  restoreAttributes(document.documentElement, start.html);
  restoreAttributes(document.body, start.body);
  document.body.replaceChildren();
  document.head.replaceChildren(...start.head);
  document.title = start.title;
  if (window.location.href !== start.url) window.history.replaceState(null, '', start.url);
  if (mocksModules) vi.resetModules();
});
