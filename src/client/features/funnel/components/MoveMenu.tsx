import { ArrowRightLeft, Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FUNNEL_STAGES } from '@shared/prospects/prospects.schema';
import type { TFunnelStage } from '@shared/funnel/funnel.rules';
import { Button } from '../../../components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from '../../../components/ui/dropdown-menu';
import { useFunnelStageLabel } from '../lib/use-stage-label';

interface TMoveMenuProps {
  name: string;
  stage: TFunnelStage;
  onMove: (to: TFunnelStage) => void;
  /** A small icon button on a card, or a labelled button in the profile drawer. */
  variant: 'icon' | 'button';
  disabled?: boolean;
}

/** "Move to…": the way to change a prospect's stage without dragging (keyboard, touch, screen reader). */
export function MoveMenu({ name, stage, onMove, variant, disabled }: TMoveMenuProps) {
  const { t } = useTranslation('funnel');
  const label = useFunnelStageLabel();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        {variant === 'icon' ? (
          <Button variant="ghost" size="icon" className="size-8 shrink-0 text-muted-foreground" aria-label={t('card.moveMenu', { name })} title={t('card.moveTo')} disabled={disabled} data-testid="funnel-move-menu">
            <ArrowRightLeft />
          </Button>
        ) : (
          // Its visible text is its name (the drawer says whose stage it changes).
          <Button variant="outline" size="sm" disabled={disabled} data-testid="funnel-move-menu">
            <ArrowRightLeft />
            {t('card.moveTo')}
          </Button>
        )}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="max-h-[min(28rem,var(--radix-dropdown-menu-content-available-height))] overflow-y-auto">
        <DropdownMenuLabel>{t('card.moveTo')}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {FUNNEL_STAGES.map((to) => (
          <DropdownMenuItem key={to} disabled={to === stage} onSelect={() => onMove(to)} data-testid={`funnel-move-to-${to}`}>
            <Check className={to === stage ? 'size-4' : 'size-4 opacity-0'} aria-hidden="true" />
            {label(to)}
            {to === stage && <span className="sr-only">({t('card.current')})</span>}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
