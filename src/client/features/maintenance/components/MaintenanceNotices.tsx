import { Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Wrench } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { useMaintenanceState } from '../api/maintenance.api';
import { useMaintenanceMessage } from './maintenance-message';

/** A thin bar under a header; `centered` lines it up with the public pages' centred header. */
function NoticeBar({ children, testId, centered = false }: { children: ReactNode; testId: string; centered?: boolean }) {
  return (
    <div role="status" data-testid={testId} className="border-b border-warning/60 bg-warning/15 text-amber-950 dark:text-amber-100">
      <div className={cn('flex items-start gap-2 py-2 text-sm', centered ? 'mx-auto max-w-6xl px-4' : 'px-3 md:px-6')}>
        <Wrench className="mt-0.5 size-4 shrink-0 text-amber-800 dark:text-warning" aria-hidden="true" />
        <p className="min-w-0 break-words">{children}</p>
      </div>
    </div>
  );
}

/** For admins in the shell, who carry on during maintenance: a reminder that it is on, and where to turn it off. */
export function MaintenanceAdminNotice() {
  const { t } = useTranslation('shell');
  const { data } = useMaintenanceState();
  if (!data?.maintenanceMode) return null;
  return (
    <NoticeBar testId="maintenance-admin-notice">
      <span className="font-medium">{t('systemStatus.maintenance.adminNotice')}</span>{' '}
      <Link to="/admin?tab=settings" className="font-medium underline underline-offset-2 hover:no-underline">
        {t('systemStatus.maintenance.adminNoticeLink')}
      </Link>
    </NoticeBar>
  );
}

function LoginNotice({ message }: { message: string }) {
  const { t } = useTranslation('shell');
  const text = useMaintenanceMessage(message);
  return (
    <NoticeBar testId="maintenance-login-notice" centered>
      <span className="font-medium">{t('systemStatus.maintenance.loginNotice')}</span> {text}
    </NoticeBar>
  );
}

/**
 * On the sign-in pages while maintenance mode is on: why the app will not open, and that admins
 * may still sign in. Its strings are the signed-in area's, loaded only when there is something to say.
 */
export function MaintenanceLoginNotice() {
  const { data } = useMaintenanceState();
  if (!data?.maintenanceMode) return null;
  return (
    <Suspense fallback={null}>
      <LoginNotice message={data.maintenanceMessage} />
    </Suspense>
  );
}
