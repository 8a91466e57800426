import { useTranslation } from 'react-i18next';
import type { TContact } from '@shared/contacts/contacts.schema';
import { RowActions } from '../../../components/ui/row-actions';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { SocialLinks } from '../../people/components/SocialLinks';
import { ContactStatusBadge } from './ContactStatusBadge';

interface TContactTableProps {
  contacts: TContact[];
  onEdit: (contact: TContact) => void;
  onDelete: (contact: TContact) => void;
}

const CELL = 'px-3 py-2.5 text-left align-middle';

function formatDate(value: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(value));
}

export function ContactTable({ contacts, onEdit, onDelete }: TContactTableProps) {
  const { t, i18n } = useTranslation('contacts');
  return (
    <div className="overflow-x-auto rounded-lg border bg-card">
      <table className="w-full text-sm">
        <thead className="whitespace-nowrap border-b bg-muted/50 text-muted-foreground">
          <tr>
            <th scope="col" className={cn(CELL, 'font-medium')}>
              {t('columns.name')}
            </th>
            <th scope="col" className={cn(CELL, 'hidden font-medium md:table-cell')}>
              {t('columns.phone')}
            </th>
            <th scope="col" className={cn(CELL, 'hidden font-medium xl:table-cell')}>
              {t('columns.company')}
            </th>
            <th scope="col" className={cn(CELL, 'hidden font-medium sm:table-cell')}>
              {t('columns.status')}
            </th>
            <th scope="col" className={cn(CELL, 'hidden font-medium xl:table-cell')}>
              {t('columns.lastContacted')}
            </th>
            <th scope="col" className={CELL}>
              <span className="sr-only">{t('columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {contacts.map((contact) => (
            <tr key={contact.id} className="border-b last:border-0 hover:bg-muted/40" data-testid="contact-row">
              <td className={cn(CELL, 'max-w-52 sm:max-w-64')}>
                <span className="block truncate font-medium">{contact.name}</span>
                <a href={`mailto:${contact.email}`} className="block truncate text-xs text-muted-foreground hover:text-primary hover:underline">
                  {contact.email}
                </a>
                <SocialLinks socialMedia={contact.socialMedia} className="mt-1" />
                {/* On a phone the status sits under the name, so the row fits without scrolling. */}
                <span className="mt-1 block sm:hidden">
                  <ContactStatusBadge status={contact.status} />
                </span>
              </td>
              <td className={cn(CELL, 'hidden whitespace-nowrap text-muted-foreground md:table-cell')}>{contact.phone ?? '—'}</td>
              <td className={cn(CELL, 'hidden max-w-56 text-muted-foreground xl:table-cell')}>
                <span className="block truncate">{contact.company ?? '—'}</span>
                {contact.role && <span className="block truncate text-xs">{contact.role}</span>}
              </td>
              <td className={cn(CELL, 'hidden sm:table-cell')}>
                <ContactStatusBadge status={contact.status} />
              </td>
              <td className={cn(CELL, 'hidden whitespace-nowrap text-muted-foreground xl:table-cell')}>
                {contact.lastContacted ? formatDate(contact.lastContacted, i18n.language) : t('never')}
              </td>
              <td className={cn(CELL, 'whitespace-nowrap text-right')}>
                <RowActions
                  editLabel={t('actions.edit', { name: contact.name })}
                  deleteLabel={t('actions.delete', { name: contact.name })}
                  onEdit={() => onEdit(contact)}
                  onDelete={() => onDelete(contact)}
                  editTestId="contact-edit"
                  deleteTestId="contact-delete"
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function ContactTableSkeleton() {
  return (
    <div className="grid gap-2 rounded-lg border bg-card p-3" aria-hidden="true">
      {Array.from({ length: 8 }, (_, i) => (
        <Skeleton key={i} className="h-10 w-full" />
      ))}
    </div>
  );
}
