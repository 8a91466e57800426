import { MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TProspect } from '@shared/prospects/prospects.schema';
import { Button } from '../../../components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '../../../components/ui/dropdown-menu';

export interface TProspectActionHandlers {
  onEdit: (prospect: TProspect) => void;
  onDelete: (prospect: TProspect) => void;
}

/** The "…" menu of a card or row. */
export function ProspectActions({ prospect, onEdit, onDelete }: TProspectActionHandlers & { prospect: TProspect }) {
  const { t } = useTranslation('prospects');
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t('actions.more', { name: prospect.name })} data-testid="prospect-actions">
          <MoreHorizontal />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => onEdit(prospect)} data-testid="prospect-edit">
          <Pencil className="size-4" aria-hidden="true" />
          {t('actions.edit')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onDelete(prospect)} className="text-destructive data-[highlighted]:text-destructive" data-testid="prospect-delete">
          <Trash2 className="size-4" aria-hidden="true" />
          {t('actions.delete')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
