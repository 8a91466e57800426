import { Database, Users, UserSearch, Contact, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { DATA_KINDS, EMPTY_SELECTION, selectionCount, type TDataKind, type TSelection } from '../lib/selection';

const KIND_ICONS: Record<TDataKind, typeof Users> = { prospects: UserSearch, teamMembers: Users, contacts: Contact };
const NAMES_SHOWN = 5;

interface TDataTabProps {
  selection: TSelection;
  onManage: () => void;
  onChange: (selection: TSelection) => void;
}

/** What the assistant may read: a summary per kind, the selector to change it, and a way to disconnect. */
export function DataTab({ selection, onManage, onChange }: TDataTabProps) {
  const { t } = useTranslation('ai');
  const total = selectionCount(selection);
  return (
    <div className="space-y-4 p-4" data-testid="ai-data-tab">
      <div className="rounded-lg border bg-card p-4">
        <div className="flex items-start gap-3">
          <span className="grid size-10 shrink-0 place-items-center rounded-full bg-primary/10 text-primary">
            <Database className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0 flex-1 space-y-1">
            <h3 className="font-semibold">{t('data.title')}</h3>
            <p className="text-sm text-muted-foreground" data-testid="ai-data-summary">
              {total === 0 ? t('data.none') : t('data.connected', { count: total })}
            </p>
          </div>
        </div>
        <div className="mt-4 flex flex-wrap gap-2">
          <Button onClick={onManage} data-testid="ai-data-manage">
            {total === 0 ? t('data.connect') : t('data.manage')}
          </Button>
          {total > 0 && (
            <Button variant="outline" onClick={() => onChange(EMPTY_SELECTION)} data-testid="ai-data-disconnect">
              <X aria-hidden="true" />
              {t('data.disconnect')}
            </Button>
          )}
        </div>
      </div>
      <ul className="grid gap-3">
        {DATA_KINDS.map((kind) => {
          const Icon = KIND_ICONS[kind];
          const records = selection[kind];
          return (
            <li key={kind} className="rounded-lg border p-3" data-testid={`ai-data-kind-${kind}`}>
              <p className="flex items-center gap-2 text-sm font-medium">
                <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
                <span className="flex-1">{t(`kinds.${kind}`)}</span>
                <span className="rounded-full bg-muted px-2 py-0.5 text-xs tabular-nums">{records.length}</span>
              </p>
              {records.length > 0 && (
                <p className="mt-1 truncate text-xs text-muted-foreground">
                  {records.slice(0, NAMES_SHOWN).map((r) => r.name).join(', ')}
                  {records.length > NAMES_SHOWN && ` ${t('data.andMore', { count: records.length - NAMES_SHOWN })}`}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      <p className="text-xs text-muted-foreground">{t('data.privacy')}</p>
    </div>
  );
}
