import type { TTaskColumn } from '@shared/tasks/tasks.constants';

export const columnDropId = (column: TTaskColumn) => `column-${column}`;
