import * as z from 'zod';

export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;

export const ZListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
  q: z.string().trim().max(200).optional(),
  sort: z
    .string()
    .regex(/^[a-zA-Z]+:(asc|desc)$/, 'Sort must look like field:asc or field:desc')
    .optional(),
});
export type TListQuery = z.infer<typeof ZListQuery>;

export interface TPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}
