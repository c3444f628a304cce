import { readdir, readFile } from 'node:fs/promises';
import { ContentTypeSchema } from '@revy/shared';
import type { DbOrTx } from '../../db/client';
import { insertMissingContent, type NewContentRow } from './content.repo';

const DIR = new URL('./default-content/', import.meta.url);
const HEAD = /^---\n([\s\S]*?)\n---\n/;

/** One default-content file: a `key: value` header between `---` lines, then the Markdown body. */
export function parseDefaultContent(file: string, text: string): NewContentRow {
  const head = HEAD.exec(text);
  if (!head) throw new Error(`default content ${file}: missing the --- header`);
  const fields = Object.fromEntries(
    head[1]!.split('\n').map((line) => {
      const at = line.indexOf(':');
      return [line.slice(0, at).trim(), line.slice(at + 1).trim()];
    }),
  );
  const { type, slug, title, ...metadata } = fields;
  return {
    type: ContentTypeSchema.parse(type),
    slug: slug || null,
    title: title ?? null,
    status: 'published',
    metadata,
    data: { markdown: text.slice(head[0].length).trim() },
    createdBy: null,
  };
}

let cached: NewContentRow[] | null = null;

/** The product's first texts (terms, privacy, help pages, blog posts, landing copy), read once. */
export async function defaultContent(): Promise<NewContentRow[]> {
  if (cached) return cached;
  const files = (await readdir(DIR)).filter((f) => f.endsWith('.md')).sort();
  cached = await Promise.all(files.map(async (f) => parseDefaultContent(f, await readFile(new URL(f, DIR), 'utf8'))));
  return cached;
}

/**
 * Every install starts with real pages: each default entry is created when its slug is free, and never overwrites
 * what staff wrote or deleted (decision 034). Idempotent, and safe when two instances start together.
 */
export async function ensureDefaultContent(db: DbOrTx): Promise<void> {
  await insertMissingContent(db, await defaultContent());
}
