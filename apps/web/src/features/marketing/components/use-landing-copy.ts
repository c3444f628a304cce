import { useEffect, useState } from 'react';
import type { Content } from '@revy/shared';
import { useContentList } from '../../content';

export type LandingVariant = 'home' | 'marketing' | 'live' | 'lp' | 'test1' | 'alternate';
export type LandingCopy = { eyebrow?: string; title: string; subhead?: string; points?: string[] };

/** How long a landing page waits for its copy before showing the built-in words (spec 9). */
export const LANDING_WAIT_MS = 800;

/** Landing content → hero copy: title is the headline, excerpt the subhead, the body's "- " lines (up to a colon) the points. */
export function landingCopyFrom(c: Content): LandingCopy | null {
  if (!c.title) return null;
  const points = c.data.markdown
    .split('\n')
    .map((l) => /^\s*[-*]\s+(.+)$/.exec(l)?.[1]?.replace(/[*_`]/g, '').split(':')[0]?.trim())
    .filter((l): l is string => Boolean(l))
    .slice(0, 4);
  const eyebrow = typeof c.metadata.eyebrow === 'string' ? c.metadata.eyebrow : undefined;
  return {
    title: c.title,
    ...(eyebrow ? { eyebrow } : {}),
    ...(c.metadata.excerpt ? { subhead: c.metadata.excerpt } : {}),
    ...(points.length ? { points } : {}),
  };
}

/**
 * The published landing copy of a variant (GET /v1/content?type=landing&variant=…), or the fallback: at once when
 * the request fails or finds nothing, and after at most 800 ms while it is still on its way (decision 035).
 */
export function useLandingCopy(variant: LandingVariant, fallback: LandingCopy): { copy: LandingCopy; busy: boolean } {
  const q = useContentList({ type: 'landing', status: 'published', variant, size: 1, page: 0, sort: 'updatedAt,desc' });
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    const t = window.setTimeout(() => setWaited(true), LANDING_WAIT_MS);
    return () => window.clearTimeout(t);
  }, []);
  const found = q.data?.content[0];
  const fromContent = found ? landingCopyFrom(found) : null;
  if (fromContent) return { copy: { ...fallback, ...fromContent }, busy: false };
  return { copy: fallback, busy: q.isPending && !waited };
}
