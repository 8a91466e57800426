import { useSyncExternalStore } from 'react';
import type { TTheme } from '@shared/profile/profile.schema';
import { THEME_COLORS } from './theme-colors';

const THEME_STORAGE_KEY = 'upline-theme';

const listeners = new Set<() => void>();

/** Light by default; the system theme is deliberately not followed (spec 01 §1). */
export function storedTheme(): TTheme {
  return localStorage.getItem(THEME_STORAGE_KEY) === 'dark' ? 'dark' : 'light';
}

/** Whether this device holds a choice of its own (then a profile's saved theme does not override it). */
export function hasStoredTheme(): boolean {
  return localStorage.getItem(THEME_STORAGE_KEY) !== null;
}

function show(theme: TTheme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  // The app does not follow the system theme, so neither does the browser's bar once it runs.
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) meta.content = THEME_COLORS[theme];
  listeners.forEach((listener) => listener());
}

/** Shows and remembers a theme the user chose. */
export function applyTheme(theme: TTheme): void {
  localStorage.setItem(THEME_STORAGE_KEY, theme);
  show(theme);
}

/** At start-up: shows the remembered theme without recording a choice the user did not make. */
export function initTheme(): void {
  show(storedTheme());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function currentTheme(): TTheme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

/** The theme on screen, updated wherever it is changed (toggle, profile, toaster follow it). */
export function useTheme(): TTheme {
  return useSyncExternalStore(subscribe, currentTheme, () => 'light');
}
