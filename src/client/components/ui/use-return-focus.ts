import { useRef } from 'react';

interface TAutoFocusHandlers {
  onOpenAutoFocus?: (event: Event) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * Focus handlers for a Radix dialog's content: on close, focus goes back to the element that had
 * it when the dialog opened. Radix gives it back to its own Dialog.Trigger only; dialogs opened
 * by a button's onClick, a shortcut or the header's menu button would otherwise drop focus onto
 * the page's body, and a keyboard user would start again from the top of the page.
 *
 * The caller's own handlers run first; one that prevents the default keeps its own choice. Focus
 * stays put when the opener is gone (a menu item) or another dialog is open now (the quick search
 * handing over to Advanced Search): that dialog holds the focus.
 */
export function useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus }: TAutoFocusHandlers = {}): Required<TAutoFocusHandlers> {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event) => {
      // Radix fires this before it moves focus: the active element is still the opener.
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event) => {
      onCloseAutoFocus?.(event);
      const target = opener.current;
      opener.current = null;
      if (event.defaultPrevented || !target?.isConnected) return;
      if (document.querySelector('[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]')) return;
      event.preventDefault();
      target.focus({ preventScroll: true });
    },
  };
}
