import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderPage } from '../../../test/render';
import { makeListing, makePhoto } from '../../../test/draft-listing.fixture';
import { PhotoManager } from './photo-manager';

/** A stand-in XMLHttpRequest the test drives: progress events, then a reply. */
class FakeXhr {
  static all: FakeXhr[] = [];
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  withCredentials = false;
  method = '';
  url = '';
  body: FormData | null = null;
  constructor() {
    FakeXhr.all.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  getResponseHeader() {
    return null;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  reply(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    act(() => this.onload?.());
  }
}

beforeEach(() => {
  FakeXhr.all = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

const listing = makeListing();
const render = () =>
  renderPage(<PhotoManager listingId={listing.id} />, {
    path: `/my-garage/${listing.id}/photos`,
    route: '/my-garage/:listingId/photos',
  });
const jpeg = (name: string, size = 2048) => new File([new Uint8Array(size)], name, { type: 'image/jpeg' });

describe('PhotoManager', () => {
  it('offers a big drop zone when there are no photos, and uploads each file with its own progress bar', async () => {
    const photosUrl = `GET /v1/asset/target/${listing.id}/tag/photo`;
    let served: unknown[] = [];
    mockFetch({ [photosUrl]: () => ({ body: served }), [`GET /v1/listing/${listing.id}`]: { body: listing } });
    render();
    expect(await screen.findByRole('button', { name: 'Choose photos' })).toBeTruthy();

    const input = screen.getByTestId('photo-input') as HTMLInputElement;
    await userEvent
      .setup({ applyAccept: false })
      .upload(input, [jpeg('front.jpg'), jpeg('side.jpg'), new File(['x'], 'notes.txt', { type: 'text/plain' })]);

    // The text file is refused before any bytes are sent; the photos upload side by side.
    expect(screen.getByText(/Not a photo we can use/)).toBeTruthy();
    expect(FakeXhr.all).toHaveLength(2);
    const [a, b] = FakeXhr.all as [FakeXhr, FakeXhr];
    expect(a.method).toBe('POST');
    expect(a.url).toBe('/v1/asset');
    expect(a.withCredentials).toBe(true);
    expect(a.body?.get('targetId')).toBe(listing.id);
    expect(a.body?.get('tag')).toBe('photo');
    expect([a.body?.get('ordinal'), b.body?.get('ordinal')]).toEqual(['0', '1']);

    a.progress(512, 2048);
    b.progress(1536, 2048);
    expect(screen.getByRole('progressbar', { name: 'Uploading front.jpg' }).getAttribute('aria-valuenow')).toBe('25');
    expect(screen.getByRole('progressbar', { name: 'Uploading side.jpg' }).getAttribute('aria-valuenow')).toBe('75');

    // One fails and can be retried; the other lands in the grid.
    b.reply(500, { error: 'INTERNAL', message: 'boom', status: 500 });
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
    served = [makePhoto('p1', 0)];
    a.reply(201, makePhoto('p1', 0));
    expect(await screen.findByRole('img', { name: 'Photo 1 (cover)' })).toBeTruthy();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(FakeXhr.all).toHaveLength(3);
    expect(FakeXhr.all[2]!.body?.get('file')).toBeInstanceOf(File);
    expect(screen.getByRole('progressbar', { name: 'Uploading side.jpg' })).toBeTruthy();
  });

  it('refuses oversize files without uploading them', async () => {
    mockFetch({ [`GET /v1/asset/target/${listing.id}/tag/photo`]: { body: [] } });
    render();
    const input = await screen.findByTestId('photo-input');
    const huge = jpeg('huge.jpg', 1);
    Object.defineProperty(huge, 'size', { value: 30 * 1024 * 1024 });
    await userEvent.setup().upload(input as HTMLInputElement, huge);
    expect(screen.getByText(/Too large \(30.0 MB\)/)).toBeTruthy();
    expect(FakeXhr.all).toHaveLength(0);
  });

  it('says what a tap does on a touch screen, where there is no dragging', async () => {
    const touch = (query: string) => ({
      matches: !query.includes('pointer: fine'),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    });
    vi.stubGlobal('matchMedia', vi.fn(touch));
    try {
      mockFetch({
        [`GET /v1/asset/target/${listing.id}/tag/photo`]: { body: [] },
        [`GET /v1/listing/${listing.id}`]: { body: listing },
      });
      render();
      expect(await screen.findByText('Add photos from your phone')).toBeTruthy();
      expect(screen.queryByText('Drag photos here')).toBeNull();
      expect(screen.getByRole('button', { name: 'Choose photos' })).toBeTruthy();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('reorders by keyboard buttons and by drag and drop, sending the new ordinals', async () => {
    // A tiny server: PUT changes the photo's tags, GET answers in ordinal order.
    const server = new Map([makePhoto('p1', 0), makePhoto('p2', 1), makePhoto('p3', 2)].map((p) => [p.id, p]));
    const put = (id: string) => (body: unknown) => {
      const next = { ...server.get(id)!, ...(body as object) };
      server.set(id, next);
      return { body: next };
    };
    const fetchMock = mockFetch({
      [`GET /v1/asset/target/${listing.id}/tag/photo`]: () => ({
        body: [...server.values()].sort((a, b) => a.tags[0]!.ordinal - b.tags[0]!.ordinal),
      }),
      'PUT /v1/asset/p1': put('p1'),
      'PUT /v1/asset/p2': put('p2'),
      'PUT /v1/asset/p3': put('p3'),
      [`GET /v1/listing/${listing.id}`]: { body: listing },
    });
    const ordinalsSent = () =>
      Object.fromEntries(
        fetchMock.mock.calls
          .filter(([, init]) => init?.method === 'PUT')
          .map(([url, init]) => [String(url), JSON.parse(String(init?.body)).tags]),
      );
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Make photo 3 the cover' }));
    await waitFor(() =>
      expect(ordinalsSent()).toEqual({
        '/v1/asset/p3': [{ name: 'photo', ordinal: 0 }],
        '/v1/asset/p1': [{ name: 'photo', ordinal: 1 }],
        '/v1/asset/p2': [{ name: 'photo', ordinal: 2 }],
      }),
    );
    expect(screen.getByText('Photo is now the cover.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Photo 1 (cover)' }).getAttribute('src')).toContain('/p3/'),
    );

    // Move left by keyboard: photo 3 (p2) goes to place 2.
    fetchMock.mockClear();
    await user.click(screen.getByRole('button', { name: 'Move photo 3 left' }));
    await waitFor(() =>
      expect(ordinalsSent()).toEqual({
        '/v1/asset/p2': [{ name: 'photo', ordinal: 1 }],
        '/v1/asset/p1': [{ name: 'photo', ordinal: 2 }],
      }),
    );
    await waitFor(() => expect(screen.getByRole('img', { name: 'Photo 3' }).getAttribute('src')).toContain('/p1/'));

    // Drag the cover (p3) onto the last tile: order p2, p1, p3.
    fetchMock.mockClear();
    const tiles = within(screen.getByRole('list', { name: 'Photo order' })).getAllByRole('listitem');
    const dataTransfer = { types: ['text/plain'], setData: vi.fn(), effectAllowed: '', dropEffect: '' };
    fireEvent.dragStart(tiles[0]!, { dataTransfer });
    fireEvent.dragOver(tiles[2]!, { dataTransfer });
    fireEvent.drop(tiles[2]!, { dataTransfer });
    await waitFor(() =>
      expect(ordinalsSent()).toEqual({
        '/v1/asset/p2': [{ name: 'photo', ordinal: 0 }],
        '/v1/asset/p1': [{ name: 'photo', ordinal: 1 }],
        '/v1/asset/p3': [{ name: 'photo', ordinal: 2 }],
      }),
    );
  });
});
