import type { ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../../components/brand/Logo';
import { useSession } from '../../../features/auth/api/session';
import { useProfile } from '../../../features/profile/api/profile';
import { cn } from '../../../lib/cn';
import { SidebarNav } from './SidebarNav';
import { SidebarProfile } from './SidebarProfile';
import { SidebarQuickStats } from './SidebarQuickStats';

interface Props {
  collapsed: boolean;
  /** Absent where collapsing is not the user's choice (narrow screens, the mobile drawer). */
  onToggleCollapse?: () => void;
  /** An extra control in the top row, e.g. the drawer's close button. */
  headerAction?: ReactNode;
  className?: string;
}

/** The signed-in navigation: 256 px wide, or an icon rail when collapsed (spec 01 §2.3, §9). */
export function Sidebar({ collapsed, onToggleCollapse, headerAction, className }: Props) {
  const { t } = useTranslation('shell');
  const { data: profile } = useProfile();
  const { data: session } = useSession();
  const isAdmin = (profile?.role ?? session?.user.role) === 'admin';

  return (
    <aside
      data-testid="sidebar"
      data-collapsed={collapsed}
      className={cn('relative flex h-full shrink-0 flex-col border-r bg-sidebar transition-[width] duration-200', collapsed ? 'w-16' : 'w-64', className)}
    >
      <div className={cn('flex h-16 shrink-0 items-center gap-2 border-b px-4', collapsed && 'justify-center px-0')}>
        <Logo to="/dashboard" compact={collapsed} />
        {headerAction && <div className="ml-auto">{headerAction}</div>}
      </div>
      {onToggleCollapse && (
        <button
          type="button"
          onClick={onToggleCollapse}
          data-testid="sidebar-collapse"
          aria-expanded={!collapsed}
          aria-label={t(collapsed ? 'sidebar.expand' : 'sidebar.collapse')}
          title={t(collapsed ? 'sidebar.expand' : 'sidebar.collapse')}
          className="absolute -right-3 top-5 z-10 grid size-6 cursor-pointer place-items-center rounded-full border bg-card text-muted-foreground shadow-sm hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {collapsed ? <ChevronRight className="size-3.5" /> : <ChevronLeft className="size-3.5" />}
        </button>
      )}
      <div className="flex-1 space-y-4 overflow-y-auto px-2 py-3">
        <SidebarNav collapsed={collapsed} isAdmin={isAdmin} membership={profile} />
        {!collapsed && <SidebarQuickStats />}
      </div>
      <div className={cn('shrink-0 border-t p-3', collapsed && 'px-1')}>
        <SidebarProfile collapsed={collapsed} profile={profile} fallbackName={session?.user.name || session?.user.email || ''} />
      </div>
    </aside>
  );
}
