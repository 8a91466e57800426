import { lazy, Suspense } from 'react';
import { useLoadOnPress } from '../../../../lib/use-load-on-press';
import { MobileMenuButton } from './MobileMenuButton';

const loadDialog = () => import('./MobileMenuDialog');
const MobileMenuDialog = lazy(() => loadDialog().then((m) => ({ default: m.MobileMenuDialog })));

/** The menu of small screens; its dialog (Radix) loads on first use, so the landing page starts without it. */
export function MobileMenu({ appEntry }: { appEntry: string | null }) {
  const { used, pressProps } = useLoadOnPress(loadDialog);
  const button = <MobileMenuButton {...pressProps} />;
  if (!used) return button;
  return (
    <Suspense fallback={button}>
      <MobileMenuDialog appEntry={appEntry} />
    </Suspense>
  );
}
