import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

/** The ways back after a payment that did not go through: the membership page and the plans. */
export function PaymentLinks() {
  const { t } = useTranslation('billing');
  return (
    <>
      <Button asChild>
        <Link to="/membership">{t('links.membership')}</Link>
      </Button>
      <Button asChild variant="outline">
        <Link to="/compare-plans">{t('links.comparePlans')}</Link>
      </Button>
    </>
  );
}
