import { Link } from 'react-router';
import { Crown, Lock, type LucideIcon } from 'lucide-react';
import { Button } from '../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';

interface TPremiumLockedCardProps {
  /** Translated texts: what the feature is, what it does, and the two buttons. */
  texts: { title: string; text: string; upgrade: string; compare: string };
  /** What the feature does, point by point, each with its icon. */
  points: { key: string; icon: LucideIcon; text: string }[];
  onUpgrade: () => void;
  /** Test ids of the card and of its upgrade button. */
  testId: string;
  upgradeTestId: string;
}

/** A premium feature's page for a user without premium access: what it does and how to unlock it. */
export function PremiumLockedCard({ texts, points, onUpgrade, testId, upgradeTestId }: TPremiumLockedCardProps) {
  return (
    <Card className="mx-auto max-w-2xl" data-testid={testId}>
      <CardHeader className="items-center text-center">
        <span className="mb-2 grid size-12 place-items-center rounded-full bg-warning/20 text-amber-800 dark:text-warning">
          <Lock className="size-6" aria-hidden="true" />
        </span>
        <CardTitle>{texts.title}</CardTitle>
        <CardDescription className="max-w-md">{texts.text}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <ul className="grid gap-3 sm:grid-cols-2">
          {points.map(({ key, icon: Icon, text }) => (
            <li key={key} className="flex items-start gap-3 rounded-lg border bg-muted/40 p-3 text-sm">
              <Icon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              <span>{text}</span>
            </li>
          ))}
        </ul>
        <div className="flex flex-col justify-center gap-2 sm:flex-row">
          <Button onClick={onUpgrade} data-testid={upgradeTestId}>
            <Crown aria-hidden="true" />
            {texts.upgrade}
          </Button>
          <Button variant="outline" asChild>
            <Link to="/pricing">{texts.compare}</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
