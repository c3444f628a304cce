import { useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  CONTENT_TYPES,
  ContentSlugSchema,
  findUnsafeMarkdown,
  slugify,
  type Content,
  type ContentStatus,
  type ContentType,
} from '@revy/shared';
import { Alert } from '../../../../components/ui/alert';
import { Button, ButtonLink } from '../../../../components/ui/button';
import { SelectField, TextAreaField } from '../../../../components/ui/form-controls';
import { TextField } from '../../../../components/ui/text-field';
import { isApiError } from '../../../../lib/api-client';
import { useCurrentUser } from '../../../../lib/current-user';
import { errorMessage } from '../../../../lib/form-errors';
import { useSaveContent } from '../../api/content';
import { publicPath } from './content-list-page';
import { MarkdownField } from './markdown-field';

const SEO_TITLE_MAX = 70;
const SEO_DESC_MAX = 200;
const VARIANTS = ['home', 'marketing', 'live', 'lp', 'test1', 'alternate'] as const;

type Values = {
  title: string;
  type: ContentType;
  slug: string;
  seoTitle: string;
  seoDescription: string;
  excerpt: string;
  coverImageUrl: string;
  coverAlt: string;
  authorName: string;
  variant: string;
  markdown: string;
};

function valuesOf(c: Content | null): Values {
  const m = c?.metadata ?? {};
  return {
    title: c?.title ?? '',
    type: c?.type ?? 'blog',
    slug: c?.slug ?? '',
    seoTitle: m.seoTitle ?? '',
    seoDescription: m.seoDescription ?? '',
    excerpt: m.excerpt ?? '',
    coverImageUrl: m.coverImageUrl ?? '',
    coverAlt: m.coverAlt ?? '',
    authorName: m.authorName ?? '',
    variant: m.variant ?? '',
    markdown: c?.data.markdown ?? '',
  };
}

const counter = (v: string, max: number) => (
  <span className={v.length > max ? 'text-danger' : undefined}>
    {v.length} / {max} characters
  </span>
);

/** The slug's problem by the shared rule (empty is fine: the page then lives at /content/{id}). */
export function slugProblem(slug: string): string | undefined {
  if (!slug) return undefined;
  const r = ContentSlugSchema.safeParse(slug);
  return r.success ? undefined : r.error.issues[0]?.message;
}

/** The editor of one entry; `content` is null for a new one. */
export function ContentForm({ content }: { content: Content | null }) {
  const navigate = useNavigate();
  const { data: me } = useCurrentUser();
  const save = useSaveContent();
  const [v, setV] = useState<Values>(() => valuesOf(content));
  const [slugTouched, setSlugTouched] = useState(Boolean(content?.slug));
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  // A new entry is saved, then reopened at its id: the notice travels in the navigation state.
  const location = useLocation();
  const [saved, setSaved] = useState<string | null>(() => (location.state as { saved?: string } | null)?.saved ?? null);
  const status: ContentStatus = content?.status ?? 'draft';
  const unsafe = findUnsafeMarkdown(v.markdown);

  const set = (k: keyof Values) => (e: { target: { value: string } }) => {
    const value = e.target.value;
    setSaved(null);
    setV((prev) => {
      const next = { ...prev, [k]: value };
      if (k === 'title' && !slugTouched) next.slug = slugify(value);
      return next;
    });
    if (k === 'slug') setSlugTouched(true);
    setErrors((er) => ({ ...er, [k]: undefined, ...(k === 'title' ? { slug: undefined } : {}) }));
  };

  function submit(nextStatus: ContentStatus) {
    const found: typeof errors = {};
    if (!v.title.trim()) found.title = 'Enter a title';
    const sp = slugProblem(v.slug.trim());
    if (sp) found.slug = sp;
    if (v.type === 'blog' && !v.slug.trim()) found.slug = 'A blog post needs a slug for its address';
    if (v.seoTitle.length > SEO_TITLE_MAX) found.seoTitle = `Keep the SEO title to ${SEO_TITLE_MAX} characters`;
    if (v.seoDescription.length > SEO_DESC_MAX)
      found.seoDescription = `Keep the SEO description to ${SEO_DESC_MAX} characters`;
    if (unsafe) found.markdown = unsafe;
    setErrors(found);
    if (Object.keys(found).length) return;
    const metadata: Record<string, string> = {};
    for (const k of ['seoTitle', 'seoDescription', 'excerpt', 'coverImageUrl', 'coverAlt', 'authorName'] as const)
      if (v[k].trim()) metadata[k] = v[k].trim();
    if (v.type === 'landing' && v.variant) metadata.variant = v.variant;
    const body = {
      title: v.title.trim(),
      type: v.type,
      slug: v.slug.trim() || null,
      status: nextStatus,
      // Keys the form does not show (publishedAt, the builder's own) are kept as they were.
      metadata: { ...(content?.metadata ?? {}), ...metadata },
      data: { ...(content?.data ?? {}), markdown: v.markdown },
    };
    save.mutate(
      { id: content?.id, body },
      {
        onSuccess: (c) => {
          const notice = c.status === 'published' ? 'Published' : 'Saved as a draft';
          setSaved(notice);
          if (!content) void navigate(`/admin/content/${c.id}`, { replace: true, state: { saved: notice } });
        },
        onError: (err) => {
          if (isApiError(err) && err.status === 409) setErrors((er) => ({ ...er, slug: err.message }));
          else if (isApiError(err) && err.status === 422 && /Content may not/i.test(err.message))
            setErrors((er) => ({ ...er, markdown: err.message }));
          else if (isApiError(err) && err.fields) setErrors((er) => ({ ...er, ...err.fields }));
        },
      },
    );
  }

  const handled = save.error && isApiError(save.error) && [409].includes(save.error.status);
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit(status === 'published' ? 'published' : 'draft');
      }}
      className="space-y-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-ink">{content ? 'Edit content' : 'New content'}</h1>
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm text-muted">
            Status: <strong className="text-ink">{status}</strong>
          </span>
          {content && content.status === 'published' ? (
            <ButtonLink variant="secondary" size="sm" to={publicPath(content)} target="_blank">
              View
            </ButtonLink>
          ) : null}
        </div>
      </div>
      {save.isError && !handled ? (
        <Alert tone="error" title="Not saved">
          {errorMessage(save.error)}
        </Alert>
      ) : null}
      {saved ? <Alert tone="success">{saved}.</Alert> : null}
      <Section title="Basics">
        <TextField label="Title" value={v.title} onChange={set('title')} error={errors.title} />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Type"
            options={CONTENT_TYPES}
            value={v.type}
            onChange={set('type')}
            placeholder="Choose a type"
          />
          <TextField
            label="Slug"
            value={v.slug}
            onChange={set('slug')}
            onBlur={() => setErrors((er) => ({ ...er, slug: slugProblem(v.slug.trim()) }))}
            error={errors.slug}
            hint={
              v.slug
                ? `Address: ${publicPath({ id: content?.id ?? '…', slug: v.slug, type: v.type })}`
                : 'Made from the title; you can change it.'
            }
          />
        </div>
        {v.type === 'landing' ? (
          <SelectField
            label="Landing page"
            options={VARIANTS}
            value={v.variant}
            onChange={set('variant')}
            hint="Which landing page these words belong to."
          />
        ) : null}
        <TextField label="Author" value={v.authorName} onChange={set('authorName')} autoComplete="off" />
      </Section>
      <Section title="Search and sharing">
        <TextField
          label="SEO title"
          value={v.seoTitle}
          onChange={set('seoTitle')}
          error={errors.seoTitle}
          hint={counter(v.seoTitle, SEO_TITLE_MAX)}
        />
        <TextAreaField
          label="SEO description"
          rows={2}
          className="[&_textarea]:min-h-20"
          value={v.seoDescription}
          onChange={set('seoDescription')}
          error={errors.seoDescription}
          hint={counter(v.seoDescription, SEO_DESC_MAX)}
        />
        <TextAreaField
          label="Excerpt"
          rows={2}
          className="[&_textarea]:min-h-20"
          value={v.excerpt}
          onChange={set('excerpt')}
          hint="Shown in the blog list and under the title."
        />
        <CoverField
          url={v.coverImageUrl}
          alt={v.coverAlt}
          onUrl={set('coverImageUrl')}
          onAlt={set('coverAlt')}
          targetId={me?.id ?? null}
        />
      </Section>
      <MarkdownField
        value={v.markdown}
        onChange={(markdown) => set('markdown')({ target: { value: markdown } })}
        error={errors.markdown ?? unsafe}
        uploadTargetId={me?.id ?? null}
      />
      <div className="sticky bottom-0 -mx-4 flex flex-wrap gap-2 border-t border-line bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border">
        <Button type="button" variant="secondary" loading={save.isPending} onClick={() => submit('draft')}>
          {status === 'published' ? 'Unpublish' : 'Save draft'}
        </Button>
        <Button type="button" loading={save.isPending} onClick={() => submit('published')}>
          {status === 'published' ? 'Update' : 'Publish'}
        </Button>
      </div>
    </form>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4 rounded-2xl border border-line bg-white p-4 sm:p-6">
      <legend className="px-1 text-sm font-semibold text-ink">{title}</legend>
      {children}
    </fieldset>
  );
}

function CoverField(props: {
  url: string;
  alt: string;
  onUrl: (e: { target: { value: string } }) => void;
  onAlt: (e: { target: { value: string } }) => void;
  targetId: string | null;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  return (
    <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
      <div className="space-y-3">
        <TextField
          label="Cover image address"
          inputMode="url"
          value={props.url}
          onChange={props.onUrl}
          error={error}
          hint="Paste an https address or upload a picture."
        />
        <label className="inline-flex cursor-pointer items-center gap-2 text-sm font-medium text-primary">
          <input
            type="file"
            accept="image/*"
            className="sr-only"
            disabled={!props.targetId || busy}
            onChange={async (e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (!file || !props.targetId) return;
              setBusy(true);
              setError(undefined);
              try {
                const { uploadContentImage } = await import('./upload-image');
                props.onUrl({ target: { value: await uploadContentImage(file, props.targetId) } });
              } catch (err) {
                setError(`The picture didn't upload: ${errorMessage(err)}`);
              } finally {
                setBusy(false);
              }
            }}
          />
          {busy ? 'Uploading…' : 'Upload a cover picture'}
        </label>
        <TextField label="Cover description (alt text)" value={props.alt} onChange={props.onAlt} />
      </div>
      {props.url ? (
        <div className="aspect-video overflow-hidden rounded-lg bg-canvas sm:mt-7">
          <img src={props.url} alt="Cover preview" className="h-full w-full object-cover" />
        </div>
      ) : (
        <div className="hidden aspect-video items-center justify-center rounded-lg border border-dashed border-line text-xs text-muted sm:mt-7 sm:flex">
          No cover yet
        </div>
      )}
    </div>
  );
}
