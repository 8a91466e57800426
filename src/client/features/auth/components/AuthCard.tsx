import type { ReactNode } from 'react';
import { KeyRound, LogIn, MailQuestion, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import type { TAuthMode } from '../lib/auth-mode';

const ICONS: Record<TAuthMode, typeof LogIn> = {
  login: LogIn,
  register: UserPlus,
  forgotPassword: MailQuestion,
  updatePassword: KeyRound,
};

function cardWidth(mode: TAuthMode) {
  return mode === 'register' ? 'max-w-2xl' : 'max-w-md';
}

/** The centred card of one auth mode: icon, title, one line of explanation, then the form. */
export function AuthCard({ mode, children }: { mode: TAuthMode; children: ReactNode }) {
  const { t } = useTranslation('auth');
  const Icon = ICONS[mode];
  return (
    <Card className={cn('w-full shadow-lg', cardWidth(mode))} data-testid={`auth-card-${mode}`}>
      <CardHeader className="items-center text-center">
        <span className="mb-2 grid size-12 place-items-center rounded-full bg-accent text-accent-foreground">
          <Icon className="size-6" aria-hidden="true" />
        </span>
        <h1 className="text-2xl font-semibold tracking-tight">{t(`modes.${mode}.title`)}</h1>
        <CardDescription>{t(`modes.${mode}.description`)}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** Stands in for the card while the session is being read. */
export function AuthCardSkeleton({ mode }: { mode: TAuthMode }) {
  const { t } = useTranslation('auth');
  const rows = mode === 'register' ? 6 : 2;
  return (
    <Card className={cn('w-full', cardWidth(mode))} data-testid="auth-skeleton" aria-busy="true" aria-label={t('loading')}>
      <CardHeader className="items-center">
        <Skeleton className="mb-2 size-12 rounded-full" />
        <Skeleton className="h-7 w-48" />
        <Skeleton className="h-4 w-64" />
      </CardHeader>
      <CardContent className={cn('grid gap-4', mode === 'register' && 'sm:grid-cols-2')}>
        {Array.from({ length: rows }, (_, i) => (
          <div key={i} className="grid gap-2">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-10 w-full" />
          </div>
        ))}
        <Skeleton className={cn('h-10 w-full', mode === 'register' && 'sm:col-span-2')} />
      </CardContent>
    </Card>
  );
}
