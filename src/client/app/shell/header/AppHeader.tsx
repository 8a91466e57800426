import { Menu } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TProfileUpdate } from '@shared/profile/profile.schema';
import { Logo } from '../../../components/brand/Logo';
import { LanguageSwitcher } from '../../../components/controls/LanguageSwitcher';
import { ThemeToggle } from '../../../components/controls/ThemeToggle';
import { Button } from '../../../components/ui/button';
import { NotificationBell } from '../../../features/notifications/components/NotificationBell';
import { SearchTrigger } from '../../../features/search/components/SearchTrigger';

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
      {/* Search: inline on desktop, an icon beside the bell on small screens (spec 01 §2.4). */}
      <div className="flex min-w-0 flex-1 items-center">{!onOpenMenu && <SearchTrigger compact={false} />}</div>
      {onOpenMenu && <SearchTrigger compact />}
      <NotificationBell />
      <ThemeToggle onChange={(theme) => onPreferenceChange({ theme })} />
      <LanguageSwitcher onChange={(language) => onPreferenceChange({ language })} />
    </header>
  );
}
