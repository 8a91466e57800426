import { toast } from 'sonner';
import { copyText } from '../../../lib/copy-text';

export interface TShareTexts {
  copied: string;
  copyFailed: string;
  shareFailed: string;
  /** Said when there is nothing to copy or share (the overview has not come in). */
  nothing: string;
  /** The share sheet's title and message. */
  title: string;
  message: string;
}

/** Copies `text` and says whether it worked. */
export async function copyWithToast(text: string | undefined, texts: Pick<TShareTexts, 'copied' | 'copyFailed' | 'nothing'>) {
  if (!text) return void toast.error(texts.nothing);
  if (await copyText(text)) toast.success(texts.copied);
  else toast.error(texts.copyFailed);
}

/**
 * Opens the device's share sheet with the link where the browser has one (phones, some desktops),
 * else copies it. Closing the sheet without choosing is no error.
 */
export async function shareLink(url: string | undefined, texts: TShareTexts) {
  if (!url) return void toast.error(texts.nothing);
  if (typeof navigator.share !== 'function') return copyWithToast(url, texts);
  try {
    await navigator.share({ title: texts.title, text: texts.message, url });
  } catch (error) {
    if ((error as { name?: unknown } | null)?.name !== 'AbortError') toast.error(texts.shareFailed);
  }
}
