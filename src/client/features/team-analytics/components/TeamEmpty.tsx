import { Users } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ListEmpty } from '../../../components/ui/list-states';

/** No members yet: nothing to analyse, and the way to add them. */
export function TeamEmpty() {
  const { t } = useTranslation('teamAnalytics');
  return (
    <ListEmpty
      icon={Users}
      title={t('empty.title')}
      text={t('empty.text')}
      action={
        <Button variant="outline" asChild>
          <Link to="/team">{t('empty.toTeam')}</Link>
        </Button>
      }
      testId="team-analytics-empty"
    />
  );
}
