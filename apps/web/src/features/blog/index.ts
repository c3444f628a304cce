// The blog feature's public entry: other features and app/ import only from here.

/** Route modules, loaded on demand so each area ships in its own chunk. */
export const loadBlogPages = () => import('./components/blog-pages');
