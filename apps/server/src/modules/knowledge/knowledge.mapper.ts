import type { Knowledge } from '@revy/shared';
import type { KnowledgeRow } from './knowledge.repo';

export function toKnowledge(r: KnowledgeRow): Knowledge {
  return {
    id: r.id,
    listingId: r.listingId,
    type: r.type,
    category: r.category,
    ordinal: r.ordinal,
    optional: r.optional,
    question: r.question,
    content: r.content,
    contentSource: r.contentSource,
    contentType: r.contentType,
    isPrivate: r.isPrivate,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}
