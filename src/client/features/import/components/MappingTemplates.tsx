import { useState, type FormEvent } from 'react';
import { Save, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import { IMPORT_TEMPLATE_NAME_MAX, type TImportDataType } from '@shared/import/import.constants';
import type { TImportMapping } from '@shared/import/import.schema';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/select';
import { ApiError } from '../../../lib/api';
import { useDeleteImportTemplate, useImportTemplates, useSaveImportTemplate } from '../api/import.api';

interface TMappingTemplatesProps {
  dataType: TImportDataType;
  headers: string[];
  mapping: TImportMapping;
  onApply: (mapping: TImportMapping) => void;
}

/** Saved mappings (spec 02 §3): load one onto this file's columns, save the current one under a name, delete one. */
export function MappingTemplates({ dataType, headers, mapping, onApply }: TMappingTemplatesProps) {
  const { t } = useTranslation('importData');
  const templates = useImportTemplates(dataType);
  const save = useSaveImportTemplate();
  const remove = useDeleteImportTemplate(dataType);
  const [selected, setSelected] = useState('');
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const items = templates.data?.items ?? [];

  const load = (id: string) => {
    setSelected(id);
    const template = items.find((item) => item.id === id);
    if (!template) return;
    // Only the columns this file has; the others of the template do not apply.
    const applied = Object.fromEntries(Object.entries(template.mapping).filter(([header]) => headers.includes(header)));
    onApply(applied);
    toast.success(t('templates.loaded', { name: template.name, count: Object.keys(applied).length }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setNameError(t('templates.nameRequired'));
    setNameError(null);
    save.mutate(
      { dataType, name: name.trim(), mapping },
      {
        onSuccess: (template) => {
          setName('');
          setSelected(template.id);
          toast.success(t('templates.saved', { name: template.name }));
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409 && error.fields?.name) setNameError(t('templates.nameTaken'));
          else toast.error(t('templates.saveFailed'));
        },
      },
    );
  };

  const deleteSelected = () =>
    remove.mutate(selected, {
      onSuccess: () => {
        setSelected('');
        toast.success(t('templates.deleted'));
      },
      onError: () => toast.error(t('templates.deleteFailed')),
    });

  return (
    <div className="grid gap-3 rounded-lg border bg-muted/30 p-3 lg:grid-cols-2" data-testid="import-templates">
      <div className="grid gap-1.5">
        <label htmlFor="import-template" className="text-sm font-medium">{t('templates.load')}</label>
        <div className="flex gap-2">
          <NativeSelect id="import-template" value={selected} onChange={(event) => load(event.target.value)} disabled={templates.isPending || items.length === 0} className="min-w-0 flex-1" data-testid="import-template-select">
            <option value="">{templates.isError ? t('templates.loadFailed') : items.length ? t('templates.choose') : t('templates.none')}</option>
            {items.map((item) => (
              <option key={item.id} value={item.id}>{item.name}</option>
            ))}
          </NativeSelect>
          <Button variant="outline" size="icon" onClick={deleteSelected} disabled={!selected || remove.isPending} aria-label={t('templates.delete')} title={t('templates.delete')}>
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
      <form className="grid gap-1.5" onSubmit={submit} noValidate>
        <label htmlFor="import-template-name" className="text-sm font-medium">{t('templates.saveAs')}</label>
        {/* The button goes under the name where both would squeeze it ("Enregistrer", "Сохранить" on a phone). */}
        <div className="flex flex-wrap gap-2">
          <Input
            id="import-template-name"
            value={name}
            maxLength={IMPORT_TEMPLATE_NAME_MAX}
            onChange={(event) => setName(event.target.value)}
            placeholder={t('templates.namePlaceholder')}
            aria-invalid={!!nameError}
            aria-describedby={nameError ? 'import-template-name-error' : undefined}
            className="min-w-40 flex-1"
            data-testid="import-template-name"
          />
          <Button type="submit" variant="outline" disabled={save.isPending} data-testid="import-template-save">
            <Save aria-hidden="true" />
            {t('templates.save')}
          </Button>
        </div>
        {nameError && <p id="import-template-name-error" className="text-xs text-destructive">{nameError}</p>}
      </form>
    </div>
  );
}
