import { Menu } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TProfileUpdate } from '@shared/profile/profile.schema';
import { Logo } from '../../../components/brand/Logo';
import { LanguageSwitcher } from '../../../components/controls/LanguageSwitcher';
import { ThemeToggle } from '../../../components/controls/ThemeToggle';
import { Button } from '../../../components/ui/button';
import { NotificationBell } from './NotificationBell';

interface Props {
  /** Set on small screens, where the sidebar is a drawer this button opens. */
  onOpenMenu?: () => void;
  onPreferenceChange: (change: Pick<TProfileUpdate, 'language' | 'theme'>) => void;
}

export function AppHeader({ onOpenMenu, onPreferenceChange }: Props) {
  const { t } = useTranslation('shell');
  return (
    <header className="flex h-16 shrink-0 items-center gap-2 border-b bg-card/60 px-3 backdrop-blur md:px-6" data-testid="app-header">
      {onOpenMenu && (
        <>
          <Button variant="ghost" size="icon" onClick={onOpenMenu} data-testid="mobile-menu-toggle" aria-label={t('header.openMenu')}>
            <Menu />
          </Button>
          <Logo to="/dashboard" compact />
        </>
      )}
      {/* Global search mounts here (spec 01 §2.7). */}
      <div id="header-search-slot" className="flex min-w-0 flex-1 items-center" />
      {/* No notifications API exists yet, so nothing is unread. */}
      <NotificationBell unreadCount={0} />
      <ThemeToggle onChange={(theme) => onPreferenceChange({ theme })} />
      <LanguageSwitcher onChange={(language) => onPreferenceChange({ language })} />
    </header>
  );
}
