import { Suspense, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AiAssistantLauncher } from '../../features/ai/components/AiAssistantLauncher';
import { AnnouncementChecker } from '../../features/announcements/components/AnnouncementChecker';
import { useSession } from '../../features/auth/api/session';
import { useProfile } from '../../features/profile/api/profile';
import { GlobalSearchProvider } from '../../features/search/components/GlobalSearchProvider';
import { MaintenanceAdminNotice } from '../../features/maintenance/components/MaintenanceNotices';
import { SystemAlertBanners } from '../../features/system-alerts/components/SystemAlertBanners';
import { useRealtimeConnection } from '../../lib/realtime';
import { reportSessionLost } from '../../lib/session-expiry';
import { ErrorBoundary } from '../ErrorBoundary';
import { PageSpinner } from '../routes/LoadingScreens';
import { OfflineBanner } from '../pwa/OfflineBanner';
import { AppHeader } from './header/AppHeader';
import { Sidebar } from './sidebar/Sidebar';
import { SidebarDrawer } from './SidebarDrawer';
import { SiteFooter } from './SiteFooter';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import { UpgradePromptProvider } from '../../components/premium/UpgradePrompt';
import { useProfilePreferences } from './use-profile-preferences';
import { useSidebarCollapsed } from './use-sidebar-collapsed';
import { useTimeZoneSync } from './use-time-zone-sync';
import { MOBILE_BREAKPOINT, WIDE_BREAKPOINT, useMinWidth } from './use-viewport';

/** The signed-in layout: sidebar, header, system notices and alerts, the page in a scrolling main area, the footer. */
export function AppShell() {
  const { pathname } = useLocation();
  const { data: profile } = useProfile();
  const { data: session } = useSession();
  // A socket refused or closed for want of a session (the server closes it when the session ends)
  // means the session may be gone: the guard re-checks it and, if it is, sends the person to sign in
  // again, as a call answered 401 does. A ban's message comes before the close and is handled first.
  useRealtimeConnection(session?.user.id, reportSessionLost);
  const savePreference = useProfilePreferences(profile);
  useTimeZoneSync(profile);
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
      <GlobalSearchProvider>
        {/*
          The page scrolls inside `scroller`, never the document. Both boxes are positioned so that
          they are the containing block of absolutely positioned descendants (sr-only labels,
          hidden native inputs): otherwise those resolve against the viewport, escape the clipping
          and stretch the document below the shell, onto an empty page.
        */}
        <SkipLink />
        <div className="relative flex h-dvh overflow-hidden bg-background">
          {isMobile ? (
            <SidebarDrawer open={drawerOpen} onOpenChange={setDrawerOpen} />
          ) : (
            <Sidebar collapsed={!isWide || collapsedChoice} onToggleCollapse={isWide ? toggleCollapsed : undefined} />
          )}
          <div className="flex min-w-0 flex-1 flex-col">
            <AppHeader onOpenMenu={isMobile ? () => setDrawerOpen(true) : undefined} onPreferenceChange={savePreference} />
            <OfflineBanner />
            <MaintenanceAdminNotice />
            <div ref={scroller} className="relative flex min-h-0 flex-1 flex-col overflow-y-auto">
              <SystemAlertBanners />
              {/*
                At least as tall as the scroll area, so the footer starts below it: a short page
                (a loading one included) would otherwise show the footer at the bottom of the
                screen, then push it away as its content arrives (a layout shift).
              */}
              <main id={MAIN_CONTENT_ID} tabIndex={-1} className="min-h-full shrink-0 grow p-4 outline-none md:p-6" data-testid="app-main">
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
        <AnnouncementChecker />
        <AiAssistantLauncher />
      </GlobalSearchProvider>
    </UpgradePromptProvider>
  );
}
