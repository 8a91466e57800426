import { Suspense, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useProfile } from '../../features/profile/api/profile';
import { ErrorBoundary } from '../ErrorBoundary';
import { PageSpinner } from '../routes/LoadingScreens';
import { AppHeader } from './header/AppHeader';
import { Sidebar } from './sidebar/Sidebar';
import { SidebarDrawer } from './SidebarDrawer';
import { SiteFooter } from './SiteFooter';
import { UpgradePromptProvider } from '../../components/premium/UpgradePrompt';
import { useProfilePreferences } from './use-profile-preferences';
import { useSidebarCollapsed } from './use-sidebar-collapsed';
import { MOBILE_BREAKPOINT, WIDE_BREAKPOINT, useMinWidth } from './use-viewport';

/** The signed-in layout: sidebar, header, the page in a scrolling main area, the footer. */
export function AppShell() {
  const { pathname } = useLocation();
  const { data: profile } = useProfile();
  const savePreference = useProfilePreferences(profile);
  const isMobile = !useMinWidth(MOBILE_BREAKPOINT);
  const isWide = useMinWidth(WIDE_BREAKPOINT);
  const [collapsedChoice, toggleCollapsed] = useSidebarCollapsed();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const scroller = useRef<HTMLDivElement>(null);

  useEffect(() => {
    setDrawerOpen(false);
    if (scroller.current) scroller.current.scrollTop = 0;
  }, [pathname]);

  useEffect(() => {
    if (!isMobile) setDrawerOpen(false);
  }, [isMobile]);

  return (
    <UpgradePromptProvider>
      <div className="flex h-dvh overflow-hidden bg-background">
        {isMobile ? (
          <SidebarDrawer open={drawerOpen} onOpenChange={setDrawerOpen} />
        ) : (
          <Sidebar collapsed={!isWide || collapsedChoice} onToggleCollapse={isWide ? toggleCollapsed : undefined} />
        )}
        <div className="flex min-w-0 flex-1 flex-col">
          <AppHeader onOpenMenu={isMobile ? () => setDrawerOpen(true) : undefined} onPreferenceChange={savePreference} />
          <div ref={scroller} className="flex flex-1 flex-col overflow-y-auto">
            <main className="flex-1 p-4 md:p-6" data-testid="app-main">
              <ErrorBoundary resetKey={pathname}>
                <Suspense fallback={<PageSpinner />}>
                  <Outlet />
                </Suspense>
              </ErrorBoundary>
            </main>
            <SiteFooter collapsible />
          </div>
        </div>
      </div>
    </UpgradePromptProvider>
  );
}
