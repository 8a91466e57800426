import { Link } from 'react-router';
import { HandCoins, Network, Share2, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';

const STEPS = [
  { key: 'share', icon: Share2 },
  { key: 'join', icon: UserPlus },
  { key: 'earn', icon: HandCoins },
] as const;

/** The programme in three steps; `percent` is the commission as the language writes it. */
export function HowItWorks({ percent }: { percent: string | undefined }) {
  const { t } = useTranslation('referral');
  return (
    <Card data-testid="referral-how-it-works">
      <CardHeader>
        <CardTitle>{t('howItWorks.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ol className="grid gap-4">
          {STEPS.map(({ key, icon: Icon }, index) => (
            <li key={key} className="flex gap-3">
              <span className="grid size-9 shrink-0 place-items-center rounded-full bg-primary/10 text-primary" aria-hidden="true">
                <Icon className="size-4" />
              </span>
              <div className="min-w-0">
                <p className="font-medium">
                  <span className="sr-only">{index + 1}. </span>
                  {t(`howItWorks.steps.${key}.title`)}
                </p>
                {key === 'earn' && percent === undefined ? (
                  <Skeleton className="mt-1 h-4 w-3/4" />
                ) : (
                  <p className="text-sm text-muted-foreground" data-testid={`referral-step-${key}`}>
                    {t(`howItWorks.steps.${key}.text`, { percent })}
                  </p>
                )}
              </div>
            </li>
          ))}
        </ol>
        <div className="flex flex-col gap-2 rounded-md bg-muted/50 p-3 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p className="text-muted-foreground">{t('howItWorks.team')}</p>
          <Button asChild variant="outline" size="sm" className="shrink-0">
            <Link to="/team" data-testid="referral-team-link">
              <Network aria-hidden="true" />
              {t('toTeam')}
            </Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
