import { Link } from 'react-router';
import { MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { useSupportLive } from '../api/support.api';
import { SupportFaq } from './SupportFaq';
import { TicketForm } from './TicketForm';
import { YourTickets } from './YourTickets';

/**
 * `/support`: the support centre (spec 02 §2): a ticket by category, the user's tickets with their
 * status (kept live), and a FAQ of ten questions.
 */
export function SupportPage() {
  const { t } = useTranslation('support');
  useSupportLive();

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6" data-testid="support-page">
      <PageHeader
        title={t('centre.title')}
        subtitle={t('centre.subtitle')}
        actions={
          <Button asChild variant="outline">
            <Link to="/messages">
              <MessagesSquare aria-hidden="true" />
              {t('centre.toMessages')}
            </Link>
          </Button>
        }
      />
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <TicketForm />
        <YourTickets />
      </div>
      <SupportFaq />
    </div>
  );
}
