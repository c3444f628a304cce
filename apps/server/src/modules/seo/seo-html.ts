/*
 * The HTML a page is sent with before the app runs (issue 17, decision 037): the head a crawler or a link preview
 * reads, and a <noscript> summary for clients that never run the app. Everything here is escaped: listing titles
 * and content come from users.
 */

import { FIRST_DATA_ELEMENT_ID, type FirstData } from '@revy/shared';

export type OgImage = { url: string; width?: number; height?: number; alt?: string };

/** What the server knows of one page before the app runs. */
export type PageMeta = {
  /** 404 for an unknown or non-public listing or content page: the app still draws its Not Found page. */
  status: 200 | 404;
  title: string;
  description: string;
  /** Absolute URL; left out of pages that should not be indexed. */
  canonical?: string;
  noindex?: boolean;
  ogType?: 'website' | 'article' | 'product';
  image?: OgImage;
  /** schema.org objects, one <script type="application/ld+json"> each. */
  jsonLd?: object[];
  /** Extra head tags already rendered (the hero photo's preload). */
  extraHead?: string;
  /** Inner HTML of the <noscript> summary at the top of <body>. */
  noscript?: string;
  /** The page's first paint as HTML (first-paint.ts), in place of #root's generic loading screen. */
  body?: string;
  /** The data that first paint was drawn from, for the app to start with (a JSON block, FIRST_DATA_ELEMENT_ID). */
  firstData?: FirstData;
};

export const SITE_NAME = 'Revy';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text or attribute value made safe for HTML. */
export function esc(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

/**
 * JSON for a <script type="application/ld+json"> block: `<`, `>` and `&` as unicode escapes, so no value can close
 * the script or open a comment, and U+2028/2029 escaped for old parsers. JSON.parse reads it back unchanged.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Cuts a text for a meta description at a word boundary, collapsing whitespace and Markdown marks. */
export function summarize(text: string | null | undefined, max = 160): string {
  const plain = (text ?? '')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#*_>`~|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:-]+$/, '')}…`;
}

/** The head tags of a page, without <title> and the description (those replace the template's own). */
export function headTags(meta: PageMeta): string {
  const tags: string[] = [];
  const prop = (p: string, v: string | number | undefined) => {
    if (v !== undefined && v !== '') tags.push(`<meta property="${p}" content="${esc(String(v))}" />`);
  };
  const name = (n: string, v: string | undefined) => {
    if (v) tags.push(`<meta name="${n}" content="${esc(v)}" />`);
  };
  if (meta.noindex) name('robots', 'noindex');
  if (meta.canonical) tags.push(`<link rel="canonical" href="${esc(meta.canonical)}" />`);
  prop('og:site_name', SITE_NAME);
  prop('og:type', meta.ogType ?? 'website');
  prop('og:title', meta.title);
  prop('og:description', meta.description);
  prop('og:url', meta.canonical);
  if (meta.image) {
    prop('og:image', meta.image.url);
    prop('og:image:width', meta.image.width);
    prop('og:image:height', meta.image.height);
    prop('og:image:alt', meta.image.alt);
  }
  name('twitter:card', meta.image ? 'summary_large_image' : 'summary');
  name('twitter:title', meta.title);
  name('twitter:description', meta.description);
  if (meta.image) name('twitter:image', meta.image.url);
  for (const data of meta.jsonLd ?? []) tags.push(`<script type="application/ld+json">${jsonForScript(data)}</script>`);
  if (meta.extraHead) tags.push(meta.extraHead);
  return tags.join('');
}

/**
 * index.html with the page's title, description, head tags and <noscript> summary. The template's own <title> and
 * description are replaced (not duplicated), so a preview never reads the generic ones.
 */
export function renderPage(template: string, meta: PageMeta): string {
  if (meta.body) template = fillRoot(template, meta.body);
  let html = template.replace(/<title>[\s\S]*?<\/title>/, () => `<title>${esc(meta.title)}</title>`);
  const description = `<meta name="description" content="${esc(meta.description)}" />`;
  html = /<meta\s+name="description"[\s\S]*?>/.test(html)
    ? html.replace(/<meta\s+name="description"[\s\S]*?>/, () => description)
    : html.replace('</head>', () => `${description}</head>`);
  html = html.replace('</head>', () => `${headTags(meta)}</head>`);
  if (meta.noscript) html = html.replace(/<body[^>]*>/, (body) => `${body}<noscript>${meta.noscript}</noscript>`);
  if (meta.firstData) {
    // A data block: never executed, so the content security policy has nothing to allow.
    const block = `<script type="application/json" id="${FIRST_DATA_ELEMENT_ID}">${jsonForScript(meta.firstData)}</script>`;
    html = html.replace('</head>', () => `${block}</head>`);
  }
  return html;
}

/**
 * index.html with #root's loading screen replaced by `body`. #root is the last element of <body> (the dev template
 * has the module script after it, the build has it in the head), so its own closing tag is the `</div>` followed by
 * a script or `</body>`; a template of another shape is left as it is.
 */
export function fillRoot(html: string, body: string): string {
  return html.replace(
    /(<div id="root">)[\s\S]*?<\/div>(?=\s*(?:<script\b|<\/body>))/,
    (_m, open: string) => `${open}${body}</div>`,
  );
}
