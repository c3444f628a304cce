// The widgets feature's public entry: other features and app/ import only from here.

/** Route modules, loaded on demand so each area ships in its own chunk. */
export const loadWidgetPages = () => import('./components/widget-pages');
