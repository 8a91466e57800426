import type { toast as sonnerToast } from 'sonner';

type TToast = typeof sonnerToast;
type TKind = 'success' | 'error' | 'warning' | 'info' | 'message';

let loading: Promise<TToast> | undefined;
const sonner = () => (loading ??= import('sonner').then((module) => module.toast));

/**
 * sonner's `toast`, loaded on first use: the sign-in and landing pages raise a toast only after
 * something happens, so sonner (9 KB gzip) stays out of their first download. Toasts keep their
 * order (one promise), and the lazily mounted Toaster (app/App.tsx) shows those raised before it.
 */
function kind(name: TKind) {
  // Every kind takes the same arguments (a message, then options).
  return (...args: Parameters<TToast['success']>): void => {
    void sonner().then((toast) => toast[name](...args));
  };
}

export const toast = {
  success: kind('success'),
  error: kind('error'),
  warning: kind('warning'),
  info: kind('info'),
  message: kind('message'),
};
