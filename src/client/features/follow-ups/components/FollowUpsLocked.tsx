import { Link } from 'react-router';
import { BellRing, CalendarClock, Crown, Lock, Repeat, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';

const POINTS = [
  { key: 'manual', icon: CalendarClock },
  { key: 'auto', icon: Sparkles },
  { key: 'cadence', icon: Repeat },
  { key: 'bell', icon: BellRing },
] as const;

/** What follow-up reminders do, for a user without premium access, with the way to unlock them. */
export function FollowUpsLocked({ onUpgrade }: { onUpgrade: () => void }) {
  const { t } = useTranslation('followUps');
  return (
    <Card className="mx-auto max-w-2xl" data-testid="follow-ups-locked">
      <CardHeader className="items-center text-center">
        <span className="mb-2 grid size-12 place-items-center rounded-full bg-warning/20 text-amber-800 dark:text-warning">
          <Lock className="size-6" aria-hidden="true" />
        </span>
        <CardTitle>{t('locked.title')}</CardTitle>
        <CardDescription className="max-w-md">{t('locked.text')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <ul className="grid gap-3 sm:grid-cols-2">
          {POINTS.map(({ key, icon: Icon }) => (
            <li key={key} className="flex items-start gap-3 rounded-lg border bg-muted/40 p-3 text-sm">
              <Icon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              <span>{t(`locked.points.${key}`)}</span>
            </li>
          ))}
        </ul>
        <div className="flex flex-col justify-center gap-2 sm:flex-row">
          <Button onClick={onUpgrade} data-testid="follow-ups-upgrade">
            <Crown aria-hidden="true" />
            {t('locked.upgrade')}
          </Button>
          <Button variant="outline" asChild>
            <Link to="/pricing">{t('locked.compare')}</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
