/*
 * What content may not carry (decision 034). Content is Markdown written by staff and rendered for everyone, so one
 * stolen staff session must not become script on every visitor's page. The renderer drops raw HTML and unsafe links
 * anyway (react-markdown + rehype-sanitize); refusing them on save as well means what is stored is what shows, and
 * the writer learns why at once instead of seeing part of the text vanish.
 */

/** Elements that run script, load other documents or capture input. */
const DANGEROUS_TAGS =
  /<\s*\/?\s*(script|iframe|frame|frameset|object|embed|applet|style|link|meta|base|form|input|button|textarea|select|svg|math|template|noscript)\b/i;
/** An event handler attribute in any HTML tag: <img onerror=…>, <a onclick=…>. */
const EVENT_HANDLER = /<[a-z][^>]*[\s/"']on[a-z]+\s*=/i;
/** Schemes that run code when a link is followed: refused anywhere, they have no business in prose either. */
const SCRIPT_SCHEME = /(?:javascript|vbscript|livescript)\s*:/i;
/** data: where an address goes (a link, an autolink, a reference, an attribute), except images. */
const DATA_URL = /(?:[(<=]|["']|\]:)\s*data\s*:(?!image\/(?:png|jpe?g|gif|webp|avif);base64,)/i;

const NAMED: Record<string, string> = { colon: ':', tab: '\t', newline: '\n', lpar: '(', rpar: ')', sol: '/' };

/** Entities decoded and the characters browsers skip inside a scheme removed: `java&#x73;cript&colon;` is caught. */
function normalize(markdown: string): string {
  return markdown
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16) % 0x110000))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec) % 0x110000))
    .replace(/&([a-z]+);/gi, (m, name: string) => NAMED[name.toLowerCase()] ?? m)
    .replace(/\\(?=[a-z:])/gi, '')
    .split('')
    .filter((c) => !invisible(c.charCodeAt(0)))
    .join('');
}

/** Control characters and zero-width marks: browsers drop them inside a URL scheme, so "java\tscript:" runs. */
function invisible(code: number): boolean {
  return code < 0x20 || (code >= 0x7f && code <= 0x9f) || (code >= 0x200b && code <= 0x200d) || code === 0xfeff;
}

/** A sentence naming what is not allowed, or null when the Markdown is safe to store. */
export function findUnsafeMarkdown(markdown: string): string | null {
  const text = normalize(markdown);
  const tag = DANGEROUS_TAGS.exec(text);
  if (tag) return `Content may not contain <${tag[1]!.toLowerCase()}> elements`;
  if (EVENT_HANDLER.test(text)) return 'Content may not contain HTML event handlers such as onclick or onerror';
  const scheme = SCRIPT_SCHEME.exec(text);
  if (scheme) return `Content may not contain ${scheme[0].replace(/\s/g, '').toLowerCase()} links`;
  if (DATA_URL.test(text)) return 'Content may not contain data: links other than images';
  return null;
}
