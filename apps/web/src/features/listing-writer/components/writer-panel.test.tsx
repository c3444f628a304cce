import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ListingWriterEvent } from '@revy/shared';
import { mockApi } from '../../../app/testing';
import { makeUser } from '../../../test/user.fixture';
import { renderPage } from '../../../test/render';
import { GarageSectionPage } from '../../garage';
import { makeListing } from '../../../test/draft-listing.fixture';

afterEach(() => vi.unstubAllGlobals());

const listing = makeListing({ title: 'Old title', description: 'Old description' });
const ID = listing.id;
const written = {
  ...listing,
  title: '2019 Honda Civic EX, one owner',
  description: 'A clean Civic.',
  shortDescription: 'Clean Civic',
  features: ['One owner', 'New tires'],
};

/**
 * The app's fetch mock, with POST regenerate-content answering a stream the test writes to
 * (pieces cut mid-line, as a network may deliver them).
 */
function mockWriter() {
  const { fn, calls } = mockApi({
    'GET /v1/user/current': { body: makeUser({ id: listing.sellerId }) },
    [`GET /v1/listing/${ID}`]: { body: listing },
  });
  let ctrl!: ReadableStreamDefaultController<Uint8Array>;
  const stream = new ReadableStream<Uint8Array>({ start: (c) => void (ctrl = c) });
  const encoder = new TextEncoder();
  const writerCalls: RequestInit[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).endsWith(`/v1/listing/${ID}/regenerate-content`)) {
      writerCalls.push(init!);
      return Promise.resolve(new Response(stream, { status: 200, headers: { 'content-type': 'text/event-stream' } }));
    }
    return fn(input, init);
  });
  const line = (e: ListingWriterEvent) => `data: ${JSON.stringify(e)}\n\n`;
  return {
    calls,
    writerCalls,
    send: (...events: ListingWriterEvent[]) => {
      const text = events.map(line).join('');
      const cut = Math.floor(text.length / 2);
      ctrl.enqueue(encoder.encode(text.slice(0, cut)));
      ctrl.enqueue(encoder.encode(text.slice(cut)));
    },
    close: () => ctrl.close(),
  };
}

const renderEdit = () =>
  renderPage(<GarageSectionPage section="edit" />, {
    path: `/my-garage/${ID}/edit`,
    route: '/my-garage/:listingId/edit',
  });

describe('Write with AI on the edit page', () => {
  it('shows progress and streamed text, then fills the form from the saved listing', async () => {
    const w = mockWriter();
    const user = userEvent.setup();
    renderEdit();
    await user.click(await screen.findByRole('button', { name: 'Write everything' }));
    expect(JSON.parse(String(w.writerCalls[0]!.body))).toEqual({});
    expect(new Headers(w.writerCalls[0]!.headers).get('accept')).toBe('text/event-stream');
    expect(w.writerCalls[0]!.credentials).toBe('include');

    w.send(
      { type: 'progress', step: 'writing', pct: 40 },
      { type: 'delta', part: 'title', text: '2019 Honda ' },
      { type: 'delta', part: 'title', text: 'Civic EX' },
    );
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'Writing progress' }).getAttribute('aria-valuenow')).toBe('40'),
    );
    expect(screen.getByText('Writing…')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Preview' })).getByText('2019 Honda Civic EX')).toBeTruthy();

    w.send({ type: 'progress', step: 'saving', pct: 90 }, { type: 'done', listing: written });
    w.close();
    expect(await screen.findByText('Done: the form below has the new text.')).toBeTruthy();
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('2019 Honda Civic EX, one owner');
    expect((screen.getByLabelText('Features') as HTMLTextAreaElement).value).toBe('One owner\nNew tires');
    expect((screen.getByLabelText('Short description') as HTMLTextAreaElement).value).toBe('Clean Civic');
    // The form now matches what is saved: nothing to save.
    expect((screen.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('asks before replacing unsaved edits, and writes one part', async () => {
    const w = mockWriter();
    const user = userEvent.setup();
    renderEdit();
    const title = (await screen.findByLabelText('Title')) as HTMLInputElement;
    await user.clear(title);
    await user.type(title, 'My own title');
    await user.click(screen.getByRole('button', { name: 'Rewrite the short description' }));
    const dialog = screen.getByRole('dialog', { name: 'Replace your unsaved changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(w.writerCalls).toHaveLength(0);
    expect(title.value).toBe('My own title');

    await user.click(screen.getByRole('button', { name: 'Rewrite the short description' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Write anyway' }));
    await waitFor(() => expect(w.writerCalls).toHaveLength(1));
    expect(JSON.parse(String(w.writerCalls[0]!.body))).toEqual({ parts: ['shortDescription'] });
  });

  it('shows the writer error and keeps the form', async () => {
    const w = mockWriter();
    const user = userEvent.setup();
    renderEdit();
    await user.click(await screen.findByRole('button', { name: 'Write everything' }));
    w.send(
      { type: 'progress', step: 'facts', pct: 10 },
      { type: 'error', error: 'AI_UNAVAILABLE', message: 'The writer is busy. Try again in a minute.' },
    );
    w.close();
    expect(await screen.findByText('The writer is busy. Try again in a minute.')).toBeTruthy();
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Old title');
  });

  it('saves the texts with the rest of the form', async () => {
    const { calls } = mockApi({
      'GET /v1/user/current': { body: makeUser({ id: listing.sellerId }) },
      [`GET /v1/listing/${ID}`]: { body: listing },
      [`PATCH /v1/listing/${ID}`]: (body) => ({ body: { ...listing, ...(body as object) } }),
    });
    const user = userEvent.setup();
    renderEdit();
    const features = await screen.findByLabelText('Features');
    await user.type(features, 'One owner{Enter}  {Enter}New tires');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({
      title: 'Old title',
      description: 'Old description',
      features: ['One owner', 'New tires'],
      shortDescription: null,
    });
  });
});
