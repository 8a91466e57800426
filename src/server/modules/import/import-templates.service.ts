import type { TDb } from '../../db/client.js';
import { IMPORT_DATA_TYPES, IMPORT_MESSAGES, IMPORT_TEMPLATES_PER_TYPE_MAX, type TImportDataType } from '../../../shared/import/import.constants.js';
import type { TImportTemplate, TImportTemplateCreate } from '../../../shared/import/import.schema.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/list.js';
import { countTemplates, deleteTemplate, insertTemplate, listTemplates, lockTemplates, TEMPLATE_NAME_INDEX, type TTemplateRow } from './import.repository.js';

function toTemplate(row: TTemplateRow): TImportTemplate {
  return {
    id: row.id,
    dataType: row.dataType as TImportDataType,
    name: row.name,
    mapping: row.mapping,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** One data type's templates by name, or every type's; never more than the caps allow. */
export async function listImportTemplates(db: TDb, userId: string, dataType?: TImportDataType): Promise<{ items: TImportTemplate[] }> {
  const limit = IMPORT_TEMPLATES_PER_TYPE_MAX * (dataType ? 1 : IMPORT_DATA_TYPES.length);
  return { items: (await listTemplates(db, userId, dataType, limit)).map(toTemplate) };
}

/** Saves a mapping under a name, unique per data type whatever its case (the unique index decides under races). */
export async function createImportTemplate(db: TDb, userId: string, input: TImportTemplateCreate): Promise<TImportTemplate> {
  try {
    const row = await db.transaction(async (tx) => {
      await lockTemplates(tx, userId, input.dataType);
      if ((await countTemplates(tx, userId, input.dataType)) >= IMPORT_TEMPLATES_PER_TYPE_MAX) {
        throw new AppError('conflict', IMPORT_MESSAGES.templatesFull, { reason: 'import_templates_full', details: { max: IMPORT_TEMPLATES_PER_TYPE_MAX } });
      }
      return insertTemplate(tx, userId, input);
    });
    return toTemplate(row);
  } catch (error) {
    if (isUniqueViolation(error, TEMPLATE_NAME_INDEX)) throw new AppError('conflict', IMPORT_MESSAGES.templateNameTaken, { fields: { name: IMPORT_MESSAGES.templateNameTaken } });
    throw error;
  }
}

export async function deleteImportTemplate(db: TDb, userId: string, id: string): Promise<void> {
  if (!(await deleteTemplate(db, userId, id))) throw notFound('Template');
}
