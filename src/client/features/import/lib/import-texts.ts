import { IMPORT_MESSAGES, type TImportDataType } from '@shared/import/import.constants';
import type { TImportRowError } from '@shared/import/import.schema';
import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api';

/** The `errors.*` key of a refusal of the file or the mapping, from the API's English message. */
export function fileErrorKey(error: unknown): string {
  if (!(error instanceof ApiError)) return 'errors.unknown';
  if (error.status === 0) return 'errors.network';
  if (error.status === 413) return 'errors.tooLarge';
  if (error.status === 415) return 'errors.unsupportedType';
  if (error.code === 'premium_required') return 'errors.premium';
  if (error.code === 'limit_reached') return 'errors.limit';
  const message = error.fields?.file ?? error.message;
  const known = (Object.keys(IMPORT_MESSAGES) as (keyof typeof IMPORT_MESSAGES)[]).find((key) => message.startsWith(IMPORT_MESSAGES[key]));
  if (known) return `errors.${known}`;
  if (error.fields?.mapping || Object.keys(error.fields ?? {}).some((k) => k.startsWith('mapping.'))) return 'errors.mapping';
  return 'errors.unknown';
}

/** A row problem in the reader's language; duplicates name the kind of record ("duplicate prospect"). */
export function problemText(t: TFunction, problem: TImportRowError, dataType: TImportDataType): string {
  const key = problem.code.startsWith('duplicate_') ? `problems.${problem.code}.${dataType}` : `problems.${problem.code}`;
  return t(key, { value: problem.value ?? '', row: problem.firstRow ?? '', defaultValue: problem.message });
}
