// The content feature's public entry: other features and app/ import only from here.

/** Route modules, loaded on demand so each area ships in its own chunk. */
export const loadContentPages = () => import('./components/content-pages');
export const loadContentEditorPages = () => import('./components/editor/content-editor-pages');

// Small pieces for the blog and marketing pages; the Markdown renderer itself stays in a lazy chunk.
export { MarkdownView } from './components/lazy-markdown';
export { useContentTitle } from './components/use-content-title';
export { useContent, useContentList, useSendContactForm, contentKeys, contentApiPaths } from './api/content';
