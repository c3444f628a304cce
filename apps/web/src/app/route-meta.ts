import { useMatches, type Params, type UIMatch } from 'react-router';
import type { RouteMeta } from '@revy/shared';
import type { LayoutKind } from './layouts/layouts';

/** What a route table entry says about itself (react-router `handle`). */
export type RouteHandle = {
  layout?: LayoutKind;
  /** Page title (the brand is appended), or a function of the route's params. */
  title?: string | ((params: Params) => string | undefined);
  /** Show the site footer (spec 2 "footer"). */
  footer?: boolean;
  /** Public page-builder route: no guards, loading screen or health check. */
  publicBuilder?: boolean;
};

export type ResolvedMeta = RouteMeta & { layout: LayoutKind; footer: boolean };

type MatchLike = Pick<UIMatch, 'handle' | 'params'>;

/** Merges the handles of the matched routes: the deepest route that sets a key wins. */
export function resolveMeta(matches: readonly MatchLike[]): ResolvedMeta {
  const meta: ResolvedMeta = { layout: 'app', footer: false };
  for (const m of matches) {
    const h = (m.handle ?? {}) as RouteHandle;
    if (h.layout) meta.layout = h.layout;
    if (h.footer !== undefined) meta.footer = h.footer;
    if (h.publicBuilder !== undefined) meta.publicBuilder = h.publicBuilder;
    if (h.title !== undefined) meta.title = typeof h.title === 'function' ? h.title(m.params) : h.title;
  }
  return meta;
}

export function useRouteMeta(): ResolvedMeta {
  return resolveMeta(useMatches());
}
