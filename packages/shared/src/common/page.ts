/**
 * The page wrapper of spec 3 and its helpers, without zod (the schemas are in page.schema.ts), so code the browser
 * runs first can use them without building a schema.
 */
export type Page<T> = {
  content: T[];
  totalElements: number;
  size: number;
  number: number;
  totalPages: number;
};

export function toPage<T>(content: T[], totalElements: number, query: { page: number; size: number }): Page<T> {
  return {
    content,
    totalElements,
    size: query.size,
    number: query.page,
    totalPages: Math.ceil(totalElements / query.size),
  };
}

export function parseSort(sort: string | undefined): { field: string; dir: 'asc' | 'desc' } | null {
  if (!sort) return null;
  const [field, dir] = sort.split(',');
  if (!field) return null;
  return { field, dir: dir?.toLowerCase() === 'asc' ? 'asc' : 'desc' };
}
