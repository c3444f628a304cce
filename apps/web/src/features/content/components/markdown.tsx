import type { ComponentPropsWithoutRef } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';

/*
 * The one renderer of staff-written Markdown (decision 035). Raw HTML is never parsed (no rehype-raw): react-markdown
 * shows it as text, and rehype-sanitize (GitHub's allow-list) drops anything that slipped through, so script,
 * event handlers and javascript:/data: links render inert even if the server check (findUnsafeMarkdown) missed one.
 * This module pulls in the Markdown libraries: it is only ever imported from lazy route chunks.
 */

const SCHEMA = {
  ...defaultSchema,
  protocols: { ...defaultSchema.protocols, href: ['http', 'https', 'mailto', 'tel'], src: ['http', 'https'] },
};

/** Links to other hosts open as plain outbound links that pass no referrer or ranking. */
function isExternal(href: string | undefined): boolean {
  if (!href || href.startsWith('/') || href.startsWith('#')) return false;
  try {
    return new URL(href, window.location.href).host !== window.location.host;
  } catch {
    return false;
  }
}

function MdLink({ href, children, node: _node, ...rest }: ComponentPropsWithoutRef<'a'> & { node?: unknown }) {
  const external = isExternal(href);
  return (
    <a
      {...rest}
      href={href}
      className="font-medium text-primary underline underline-offset-2 hover:no-underline"
      {...(external ? { rel: 'noopener noreferrer nofollow', target: '_blank' } : {})}
    >
      {children}
    </a>
  );
}

/** Images load lazily inside a 16:9 box, so the text below does not jump when they arrive. */
function MdImage({ src, alt }: ComponentPropsWithoutRef<'img'>) {
  if (!src || typeof src !== 'string') return null;
  return (
    <span className="my-6 block aspect-video overflow-hidden rounded-xl bg-canvas">
      <img src={src} alt={alt ?? ''} loading="lazy" decoding="async" className="h-full w-full object-cover" />
    </span>
  );
}

const COMPONENTS: Components = {
  h1: ({ children }) => <h2 className="mt-10 mb-4 text-3xl font-bold tracking-tight text-ink">{children}</h2>,
  h2: ({ children }) => <h2 className="mt-10 mb-3 text-2xl font-bold tracking-tight text-ink">{children}</h2>,
  h3: ({ children }) => <h3 className="mt-8 mb-2 text-xl font-semibold text-ink">{children}</h3>,
  h4: ({ children }) => <h4 className="mt-6 mb-2 text-lg font-semibold text-ink">{children}</h4>,
  p: ({ children }) => <p className="my-4 leading-7 text-ink/90">{children}</p>,
  ul: ({ children }) => <ul className="my-4 list-disc space-y-1.5 pl-6 leading-7">{children}</ul>,
  ol: ({ children }) => <ol className="my-4 list-decimal space-y-1.5 pl-6 leading-7">{children}</ol>,
  blockquote: ({ children }) => (
    <blockquote className="my-6 border-l-4 border-primary/40 pl-4 text-muted italic">{children}</blockquote>
  ),
  code: ({ children }) => <code className="rounded bg-canvas px-1.5 py-0.5 font-mono text-[0.9em]">{children}</code>,
  pre: ({ children }) => <pre className="my-6 overflow-x-auto rounded-xl bg-canvas p-4 text-sm">{children}</pre>,
  hr: () => <hr className="my-10 border-line" />,
  table: ({ children }) => (
    <div className="my-6 overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm">{children}</table>
    </div>
  ),
  th: ({ children }) => <th className="border-b border-line px-3 py-2 font-semibold">{children}</th>,
  td: ({ children }) => <td className="border-b border-line px-3 py-2 align-top">{children}</td>,
  a: MdLink,
  img: MdImage,
};

/** Sanitised Markdown with the site's article styles. */
export default function Markdown({ markdown, className = '' }: { markdown: string; className?: string }) {
  return (
    <div className={`text-base break-words text-ink ${className}`}>
      <ReactMarkdown remarkPlugins={[remarkGfm]} rehypePlugins={[[rehypeSanitize, SCHEMA]]} components={COMPONENTS}>
        {markdown}
      </ReactMarkdown>
    </div>
  );
}
