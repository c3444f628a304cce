import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../../app/testing';
import { renderPage } from '../../../test/render';
import { PushSection } from './push-section';

const KEY = `B${'A'.repeat(86)}`;
const SUB_JSON = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
  expirationTime: null,
  keys: { p256dh: `B${'Q'.repeat(86)}`, auth: 'A'.repeat(22) },
};

/** The browser's push APIs, as Chrome has them: a worker registration whose pushManager subscribes when asked. */
function fakeBrowser(opts: {
  permission: NotificationPermission;
  grant?: NotificationPermission;
  subscribed?: boolean;
}) {
  let current: unknown = opts.subscribed
    ? { endpoint: SUB_JSON.endpoint, toJSON: () => SUB_JSON, unsubscribe: vi.fn(async () => true) }
    : null;
  const subscribe = vi.fn(async () => {
    current = { endpoint: SUB_JSON.endpoint, toJSON: () => SUB_JSON, unsubscribe: vi.fn(async () => true) };
    return current;
  });
  const registration = { pushManager: { getSubscription: vi.fn(async () => current), subscribe } };
  const notification = {
    permission: opts.permission,
    requestPermission: vi.fn(async () => opts.grant ?? opts.permission),
  };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: vi.fn(async () => registration),
      register: vi.fn(async () => registration),
      ready: Promise.resolve(registration),
    },
  });
  return { subscribe, notification };
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const devices = (content: unknown[]) => ({ body: { content } });

describe('PushSection', () => {
  it('turns push on from the switch: asks permission, subscribes with the server key, tells the server', async () => {
    const { subscribe, notification } = fakeBrowser({ permission: 'default', grant: 'granted' });
    const api = mockApi({
      'GET /v1/push/subscriptions': devices([]),
      'GET /v1/push/public-key': { body: { publicKey: KEY } },
      'POST /v1/push/subscriptions': {
        body: {
          id: '01890000-0000-7000-8000-000000000001',
          label: 'Chrome on Linux',
          createdAt: new Date().toISOString(),
          lastSuccessAt: null,
        },
      },
    });
    renderPage(<PushSection />);
    expect(await screen.findByText(/None yet/)).toBeTruthy();
    const toggle = await screen.findByRole('switch', { name: /On this device/ });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await userEvent.setup().click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    expect(notification.requestPermission).toHaveBeenCalledTimes(1);
    const [[options]] = subscribe.mock.calls as unknown as [
      [{ userVisibleOnly: boolean; applicationServerKey: Uint8Array }],
    ];
    expect(options.userVisibleOnly).toBe(true);
    expect(options.applicationServerKey).toHaveLength(65);
    const posted = api.calls.find((c) => c.method === 'POST' && c.path === '/v1/push/subscriptions');
    expect(posted?.body).toMatchObject({ endpoint: SUB_JSON.endpoint, keys: SUB_JSON.keys });
  });

  it('explains a blocked permission instead of a switch that cannot work', async () => {
    fakeBrowser({ permission: 'denied' });
    mockApi({ 'GET /v1/push/subscriptions': devices([]) });
    renderPage(<PushSection />);
    expect(await screen.findByText('Notifications are blocked for Revy')).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('says when the browser has no push, and lists other devices with a way to remove each', async () => {
    const api = mockApi({
      'GET /v1/push/subscriptions': devices([
        {
          id: '01890000-0000-7000-8000-000000000002',
          label: 'Safari on iOS',
          createdAt: new Date().toISOString(),
          lastSuccessAt: null,
        },
      ]),
      'DELETE /v1/push/subscriptions/01890000-0000-7000-8000-000000000002': { status: 204 },
    });
    renderPage(<PushSection />);
    expect(await screen.findByText(/cannot show notifications from websites/)).toBeTruthy();
    const list = await screen.findByRole('list');
    await userEvent.setup().click(within(list).getByRole('button', { name: 'Remove Safari on iOS' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'DELETE')).toBe(true));
  });
});
