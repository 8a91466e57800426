import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLanguage } from '@shared/common/languages';
import { useLoadOnPress } from '../../lib/use-load-on-press';
import { LanguageButton } from './LanguageButton';

const loadMenu = () => import('./LanguageMenu');
const LanguageMenu = lazy(() => loadMenu().then((m) => ({ default: m.LanguageMenu })));

/** The language control; its menu (Radix, with floating-ui) loads on first use, so public pages start without it. */
export function LanguageSwitcher({ onChange }: { onChange?: (lang: TLanguage) => void }) {
  const { i18n } = useTranslation();
  const { used, pressProps } = useLoadOnPress(loadMenu);
  const current = (i18n.resolvedLanguage ?? 'en') as TLanguage;
  const button = <LanguageButton current={current} {...pressProps} />;
  if (!used) return button;
  return (
    <Suspense fallback={button}>
      <LanguageMenu current={current} onChange={onChange} />
    </Suspense>
  );
}
