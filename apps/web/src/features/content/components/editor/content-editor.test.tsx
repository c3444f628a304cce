import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../../../app/testing';
import { errorReply, renderPage } from '../../../../test/render';
import { staffUser } from '../../../../test/user.fixture';
import { makeContent } from '../../../../test/content.fixture';
import { AdminContentEditPage } from './content-editor-pages';

afterEach(() => vi.unstubAllGlobals());

const renderNew = () =>
  renderPage(<AdminContentEditPage />, { route: '/admin/content/new', path: '/admin/content/new' });

describe('Content editor', () => {
  it('makes the slug from the title and checks it with the shared rule before saving', async () => {
    const { calls } = mockApi({ 'GET /v1/user/current': { body: staffUser('concierge') } });
    renderNew();
    await userEvent.type(screen.getByLabelText('Title'), 'Paperwork for Selling!');
    const slug = screen.getByLabelText('Slug') as HTMLInputElement;
    expect(slug.value).toBe('paperwork-for-selling');
    await userEvent.clear(slug);
    await userEvent.type(slug, 'Bad Slug');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(screen.getByText(/Use lowercase letters and digits/)).toBeTruthy();
    await userEvent.clear(slug);
    await userEvent.type(slug, 'showroom');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(screen.getByText(/This address belongs to the app/)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it("shows the server's duplicate-slug answer on the slug field", async () => {
    mockApi({
      'GET /v1/user/current': { body: staffUser('admin') },
      'POST /v1/content': errorReply(409, 'CONFLICT', 'Another entry already uses the slug "price-guide"'),
    });
    renderNew();
    await userEvent.type(screen.getByLabelText('Title'), 'Price guide');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const msg = await screen.findByText('Another entry already uses the slug "price-guide"');
    expect(msg.id).toBe(`${screen.getByLabelText('Slug').id}-error`);
  });

  it('refuses unsafe Markdown inline before saving', async () => {
    const { calls } = mockApi({ 'GET /v1/user/current': { body: staffUser('admin') } });
    renderNew();
    await userEvent.type(screen.getByLabelText('Title'), 'Safe post');
    await userEvent.type(screen.getByLabelText('Text (Markdown)'), '<iframe src="x">');
    expect(screen.getByText('Content may not contain <iframe> elements')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('unpublishes a published entry with a partial update of its id', async () => {
    const post = makeContent({ title: 'Live post', slug: 'live-post' });
    const { calls } = mockApi({
      'GET /v1/user/current': { body: staffUser('admin') },
      [`GET /v1/content/${post.id}`]: { body: post },
      [`POST /v1/content/${post.id}`]: (body) => ({ body: { ...post, ...(body as object), status: 'draft' } }),
    });
    renderPage(<AdminContentEditPage />, { route: '/admin/content/:id', path: `/admin/content/${post.id}` });
    await userEvent.click(await screen.findByRole('button', { name: 'Unpublish' }));
    expect(await screen.findByText('Saved as a draft.')).toBeTruthy();
    const sent = calls.find((c) => c.method === 'POST')!.body as { status: string; slug: string };
    expect(sent).toMatchObject({ status: 'draft', slug: 'live-post' });
  });
});
