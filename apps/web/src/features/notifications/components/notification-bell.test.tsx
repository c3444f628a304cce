import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Notification } from '@revy/shared';
import { mockApi } from '../../../app/testing';
import { FakeSocket } from '../../../test/fake-socket';
import { makeUser } from '../../../test/user.fixture';
import { renderPage } from '../../../test/render';
import { NotificationBell } from './notification-bell';

afterEach(() => vi.unstubAllGlobals());

const user = makeUser();
const note = (over: Partial<Notification> = {}): Notification => ({
  id: 'n-1',
  userId: user.id,
  type: 'chat.message',
  title: 'New message from Bea',
  body: 'Is it still available?',
  link: '/my-garage/l-1/messages/c-1',
  data: {},
  readAt: null,
  emailedAt: null,
  createdAt: new Date().toISOString(),
  ...over,
});

describe('NotificationBell', () => {
  it('shows the unread count, raises it from a live feed message, lists recent ones and marks all read', async () => {
    let count = 1;
    const { calls } = mockApi({
      'GET /v1/user/current': { body: user },
      'GET /api/notifications/unread-count': () => ({ body: { count } }),
      'GET /api/notifications': { body: { content: [note()], totalElements: 1, size: 10, number: 0, totalPages: 1 } },
      'PUT /api/notifications/read-all': () => {
        count = 0;
        return { body: { count: 0 } };
      },
    });
    renderPage(<NotificationBell />);
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' }, { timeout: 4000 })).toBeTruthy();

    await waitFor(() => expect(FakeSocket.last()).toBeTruthy());
    const socket = FakeSocket.open();
    await waitFor(() => expect(socket.sent).toContainEqual({ type: 'watch', targetIds: [user.id] }));
    count = 2;
    act(() =>
      socket.serverSend({
        targetId: user.id,
        action: 'create',
        createdAt: new Date().toISOString(),
        data: note({ id: 'n-2' }),
      }),
    );
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeTruthy();

    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Notifications, 2 unread' }));
    const item = await screen.findByRole('link', { name: /New message from Bea/ });
    expect(item.getAttribute('href')).toBe('/my-garage/l-1/messages/c-1');
    await u.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'PUT' && c.path === '/api/notifications/read-all')).toBe(true),
    );
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(within(document.body).queryByTestId('bell-count')).toBeNull();
  });

  it('follows reads made elsewhere: reading the conversation lowers the count live', async () => {
    let count = 2;
    mockApi({
      'GET /v1/user/current': { body: user },
      'GET /api/notifications/unread-count': () => ({ body: { count } }),
      'GET /api/notifications': { body: { content: [note()], totalElements: 1, size: 10, number: 0, totalPages: 1 } },
    });
    renderPage(<NotificationBell />);
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' }, { timeout: 4000 })).toBeTruthy();
    await waitFor(() => expect(FakeSocket.last()).toBeTruthy());
    const socket = FakeSocket.open();
    await waitFor(() => expect(socket.sent).toContainEqual({ type: 'watch', targetIds: [user.id] }));
    count = 1;
    act(() =>
      socket.serverSend({
        targetId: user.id,
        action: 'update',
        createdAt: new Date().toISOString(),
        data: { readChat: 'c-1', unreadCount: 1 },
      }),
    );
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
  });

  it('is not shown to signed-out visitors', async () => {
    mockApi({ 'GET /v1/user/current': { status: 401, body: { error: 'UNAUTHENTICATED', message: 'x', status: 401 } } });
    renderPage(<NotificationBell />);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('button', { name: /Notifications/ })).toBeNull();
  });
});
