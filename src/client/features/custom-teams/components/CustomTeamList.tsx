import { MoreHorizontal, Pencil, Trash2, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TCustomTeam } from '@shared/team/team.schema';
import { Button } from '../../../components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '../../../components/ui/dropdown-menu';
import { cn } from '../../../lib/cn';

interface TCustomTeamListProps {
  teams: TCustomTeam[];
  selectedId: string | null;
  onSelect: (team: TCustomTeam) => void;
  onEdit: (team: TCustomTeam) => void;
  onDelete: (team: TCustomTeam) => void;
}

export function CustomTeamList({ teams, selectedId, onSelect, onEdit, onDelete }: TCustomTeamListProps) {
  const { t } = useTranslation('customTeams');
  return (
    <ul className="grid gap-2" aria-label={t('list.label')}>
      {teams.map((team) => {
        const selected = team.id === selectedId;
        return (
          <li
            key={team.id}
            data-testid="custom-team-item"
            className={cn('flex items-start gap-2 rounded-lg border bg-card p-1 transition-colors', selected ? 'border-primary ring-1 ring-primary' : 'hover:bg-muted/40')}
          >
            <button
              type="button"
              onClick={() => onSelect(team)}
              aria-current={selected ? 'true' : undefined}
              className="min-w-0 flex-1 cursor-pointer rounded-md p-3 text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <span className="block truncate font-semibold">{team.teamName}</span>
              {team.description && <span className="mt-0.5 line-clamp-2 block text-sm text-muted-foreground">{team.description}</span>}
              <span className="mt-2 inline-flex items-center gap-1.5 text-xs text-muted-foreground">
                <Users className="size-3.5" aria-hidden="true" />
                {t('list.memberCount', { total: team.memberCount })}
              </span>
            </button>
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button variant="ghost" size="icon" className="mt-2" aria-label={t('actions.menu', { name: team.teamName })}>
                  <MoreHorizontal />
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end">
                <DropdownMenuItem onSelect={() => onEdit(team)}>
                  <Pencil className="size-4" /> {t('actions.edit')}
                </DropdownMenuItem>
                <DropdownMenuItem onSelect={() => onDelete(team)} className="text-destructive data-[highlighted]:text-destructive">
                  <Trash2 className="size-4" /> {t('actions.delete')}
                </DropdownMenuItem>
              </DropdownMenuContent>
            </DropdownMenu>
          </li>
        );
      })}
    </ul>
  );
}
