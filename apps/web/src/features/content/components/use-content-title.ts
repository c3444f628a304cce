import { useEffect } from 'react';
import { DEFAULT_TITLE, pageTitle, type Content } from '@revy/shared';

/** The tab title of a content page: its SEO title, else its title; the default comes back on leaving. */
export function useContentTitle(content: Content | null | undefined) {
  const title = content ? content.metadata.seoTitle || content.title : null;
  useEffect(() => {
    if (!title) return;
    document.title = pageTitle({ title });
    return () => {
      document.title = DEFAULT_TITLE;
    };
  }, [title]);
}
