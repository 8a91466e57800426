import { useEffect, useId, useState } from 'react';
import { Copy, Send, Wand2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  canGeneratePrompt,
  DATA_FOCUSES,
  FOCUS_AREAS,
  generatePrompt,
  PROMPT_OBJECTIVE_MAX,
  PROMPT_TYPES,
  type TPromptGeneratorInput,
} from '@shared/ai/prompts.rules';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Label } from '../../../components/ui/label';
import { OptionSelect } from '../../../components/ui/option-select';
import { Textarea } from '../../../components/ui/textarea';
import { copyText } from '../../../lib/copy-text';
import { resolvePrompt } from '../lib/resolve-prompt';

const EMPTY: TPromptGeneratorInput = { type: '', dataFocus: '', focusArea: '', objective: '' };

interface TPromptGeneratorProps {
  open: boolean;
  onClose: () => void;
  /** The prompt goes to the chat's input. */
  onUse: (prompt: string) => void;
}

/** Spec 01 §2.5: prompt type, data focus, focus area and objective; generate, edit, copy, use. */
export function PromptGeneratorDialog({ open, onClose, onUse }: TPromptGeneratorProps) {
  const { t } = useTranslation('ai');
  const id = useId();
  const [choice, setChoice] = useState<TPromptGeneratorInput>(EMPTY);
  const [prompt, setPrompt] = useState('');

  useEffect(() => {
    if (!open) return;
    setChoice(EMPTY);
    setPrompt('');
  }, [open]);

  const set = (change: Partial<TPromptGeneratorInput>) => setChoice((c) => ({ ...c, ...change }));
  const generate = () => {
    const pieces = generatePrompt(choice);
    if (pieces) setPrompt(resolvePrompt(t, pieces));
  };
  const copy = async () => {
    if (await copyText(prompt)) toast.success(t('generator.copied'));
    else toast.error(t('generator.copyFailed'));
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-w-xl" data-testid="ai-generator">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <Wand2 className="size-5 text-primary" aria-hidden="true" />
            {t('generator.title')}
          </DialogTitle>
          <DialogDescription>{t('generator.description')}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-2">
            <Label htmlFor={`${id}-type`}>{t('generator.type')}</Label>
            <OptionSelect
              id={`${id}-type`}
              options={PROMPT_TYPES}
              labelOf={(v) => t(`generator.types.${v}`)}
              emptyLabel={t('generator.choose')}
              value={choice.type}
              onChange={(e) => set({ type: e.target.value as TPromptGeneratorInput['type'] })}
              data-testid="ai-generator-type"
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-focus`}>{t('generator.dataFocus')}</Label>
            <OptionSelect
              id={`${id}-focus`}
              options={DATA_FOCUSES}
              labelOf={(v) => t(`generator.dataFocuses.${v}`)}
              emptyLabel={t('generator.choose')}
              value={choice.dataFocus}
              onChange={(e) => set({ dataFocus: e.target.value as TPromptGeneratorInput['dataFocus'] })}
              data-testid="ai-generator-data-focus"
            />
          </div>
          <div className="grid gap-2 sm:col-span-2">
            <Label htmlFor={`${id}-area`}>{t('generator.focusArea')}</Label>
            <OptionSelect
              id={`${id}-area`}
              options={FOCUS_AREAS}
              labelOf={(v) => t(`generator.focusAreas.${v}`)}
              emptyLabel={t('generator.optional')}
              value={choice.focusArea}
              onChange={(e) => set({ focusArea: e.target.value as TPromptGeneratorInput['focusArea'] })}
              data-testid="ai-generator-focus-area"
            />
          </div>
          <div className="grid gap-2 sm:col-span-2">
            <Label htmlFor={`${id}-objective`}>{t('generator.objective')}</Label>
            <Textarea
              id={`${id}-objective`}
              rows={2}
              maxLength={PROMPT_OBJECTIVE_MAX}
              placeholder={t('generator.objectivePlaceholder')}
              value={choice.objective}
              onChange={(e) => set({ objective: e.target.value })}
              data-testid="ai-generator-objective"
            />
          </div>
        </div>
        <Button onClick={generate} disabled={!canGeneratePrompt(choice)} data-testid="ai-generator-generate">
          <Wand2 aria-hidden="true" />
          {t('generator.generate')}
        </Button>
        {!canGeneratePrompt(choice) && <p className="-mt-2 text-xs text-muted-foreground">{t('generator.needs')}</p>}
        {prompt && (
          <div className="grid gap-2">
            <Label htmlFor={`${id}-prompt`}>{t('generator.result')}</Label>
            <Textarea id={`${id}-prompt`} rows={6} value={prompt} onChange={(e) => setPrompt(e.target.value)} data-testid="ai-generator-prompt" />
          </div>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={copy} disabled={!prompt.trim()} data-testid="ai-generator-copy">
            <Copy aria-hidden="true" />
            {t('generator.copy')}
          </Button>
          <Button onClick={() => onUse(prompt.trim())} disabled={!prompt.trim()} data-testid="ai-generator-use">
            <Send aria-hidden="true" />
            {t('generator.use')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
