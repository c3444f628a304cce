import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../../app/testing';
import { errorReply, renderPage } from '../../../test/render';
import { contentPage, makeContent } from '../../../test/content.fixture';
import { BlogPage, BlogPostPage } from './blog-pages';

afterEach(() => vi.unstubAllGlobals());

describe('BlogPage', () => {
  it('lists published posts newest first, 12 a page, and pages through ?page=', async () => {
    const posts = Array.from({ length: 12 }, () => makeContent());
    const { calls } = mockApi({
      'GET /v1/content': { body: contentPage(posts, { totalElements: 20, totalPages: 2 }) },
    });
    renderPage(<BlogPage />, { route: '/blog', path: '/blog' });
    expect(await screen.findByText(posts[0]!.title!)).toBeTruthy();
    expect(document.querySelectorAll('li')).toHaveLength(12);
    const q = new URLSearchParams(calls[0]!.search);
    expect(q.get('type')).toBe('blog');
    expect(q.get('size')).toBe('12');
    expect(q.get('sort')).toBe('publishedAt,desc');
    expect(q.get('page')).toBe('0');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await vi.waitFor(() => expect(new URLSearchParams(calls.at(-1)!.search).get('page')).toBe('1'));
  });

  it('shows a real empty state when nothing is published', async () => {
    mockApi({ 'GET /v1/content': { body: contentPage([]) } });
    renderPage(<BlogPage />, { route: '/blog', path: '/blog' });
    expect(await screen.findByText('No articles yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sell my car' })).toBeTruthy();
  });

  it('says so when the list fails to load', async () => {
    mockApi({ 'GET /v1/content': errorReply(503, 'UNAVAILABLE', 'Try again shortly') });
    renderPage(<BlogPage />, { route: '/blog', path: '/blog' });
    expect(await screen.findByText("We couldn't load the articles")).toBeTruthy();
  });
});

describe('BlogPostPage', () => {
  it('shows a post by slug with author, date and more posts', async () => {
    const post = makeContent({
      slug: 'price-your-car',
      title: 'How to price your car',
      data: { markdown: 'Start with **comps**.' },
    });
    mockApi({
      'GET /v1/content/price-your-car': { body: post },
      'GET /v1/content': { body: contentPage([post, makeContent({ title: 'Other post' })]) },
    });
    renderPage(<BlogPostPage />, { route: '/blog/:id', path: '/blog/price-your-car' });
    expect(await screen.findByRole('heading', { level: 1, name: 'How to price your car' })).toBeTruthy();
    expect(screen.getByText(/By Revy team/)).toBeTruthy();
    expect(await screen.findByText('comps')).toBeTruthy();
    expect(await screen.findByText('Other post')).toBeTruthy();
  });

  it('shows "couldn\'t find" for an unknown or unpublished post', async () => {
    mockApi({ 'GET /v1/content/nope': errorReply(404, 'NOT_FOUND', 'No such content') });
    renderPage(<BlogPostPage />, { route: '/blog/:id', path: '/blog/nope' });
    expect(await screen.findByText("We couldn't find this article")).toBeTruthy();
  });
});
