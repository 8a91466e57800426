import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * The first stop of the Tab order, shown only while focused: keyboard users jump past the sidebar
 * and the header to the page. It moves focus itself instead of following the `#` link, which would
 * put the fragment in the URL of a client-side route.
 */
export function SkipLink() {
  const { t } = useTranslation();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(MAIN_CONTENT_ID);
    if (!target) return;
    event.preventDefault();
    // Focusing scrolls the target into view too.
    target.focus();
  };
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skip}
      className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-[60] focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:text-sm focus:font-medium focus:text-foreground focus:shadow-lg focus:outline-none focus:ring-2 focus:ring-ring"
      data-testid="skip-to-content"
    >
      {t('nav.skipToContent')}
    </a>
  );
}
