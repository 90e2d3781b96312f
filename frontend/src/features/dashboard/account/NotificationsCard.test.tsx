import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '../../../lib/session';
import { renderWithQuery } from '../../../test/render';
import { api, callsOf, recordRequests, server } from '../../../test/server';
import { keyBytes } from './device-push';
import { NotificationsCard } from './NotificationsCard';

/** The server's VAPID public key as it hands it out (65 bytes, base64url). */
const PUBLIC_KEY = `B${'A'.repeat(86)}`;
const SUBSCRIPTION = {
  endpoint: 'https://push.voorbeeld.be/wpush/v2/toestel-1',
  expirationTime: null,
  keys: { p256dh: `B${'b'.repeat(86)}`, auth: 'c'.repeat(22) },
};

type Permission = 'default' | 'granted' | 'denied';

/**
 * A browser with service workers, the Push API and notifications, as far as the card uses them:
 * `permission` now, what the person answers when asked, and an existing subscription or none.
 */
function browserWith({
  permission,
  answer = permission,
  subscribed = false,
}: {
  permission: Permission;
  answer?: Permission;
  subscribed?: boolean;
}) {
  let current = permission;
  const subscription = {
    endpoint: SUBSCRIPTION.endpoint,
    toJSON: () => SUBSCRIPTION,
    unsubscribe: vi.fn(async () => {
      active = null;
      return true;
    }),
  };
  let active: typeof subscription | null = subscribed ? subscription : null;
  const pushManager = {
    subscribe: vi.fn(async () => (active = subscription)),
    getSubscription: vi.fn(async () => active),
  };
  const registration = { pushManager };
  let registered = subscribed;
  const serviceWorker = {
    register: vi.fn(async () => {
      registered = true;
      return registration;
    }),
    ready: Promise.resolve(registration),
    getRegistration: vi.fn(async () => (registered ? registration : undefined)),
  };
  const requestPermission = vi.fn(async () => (current = answer));
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: serviceWorker });
  Object.defineProperty(window, 'PushManager', { configurable: true, value: function PushManager() {} });
  Object.defineProperty(window, 'Notification', {
    configurable: true,
    value: {
      get permission() {
        return current;
      },
      requestPermission,
    },
  });
  return { serviceWorker, pushManager, subscription, requestPermission };
}

function withoutPush() {
  for (const [target, name] of [
    [navigator, 'serviceWorker'],
    [window, 'PushManager'],
    [window, 'Notification'],
  ] as const)
    Reflect.deleteProperty(target, name);
}

const card = () => renderWithQuery(<NotificationsCard />);
const turnOnButton = () => screen.findByRole('button', { name: 'Meldingen aanzetten' });

beforeEach(() => {
  storeSession('header.payload.signature');
  server.use(
    http.get(api('/admin/push/public-key'), () => HttpResponse.json({ publicKey: PUBLIC_KEY })),
    http.post(api('/admin/push/subscriptions'), () =>
      HttpResponse.json({ endpoint: SUBSCRIPTION.endpoint }, { status: 201 }),
    ),
    http.delete(api('/admin/push/subscriptions'), () => new HttpResponse(null, { status: 204 })),
  );
});
afterEach(withoutPush);

describe("'Meldingen op dit toestel' on 'Mijn account'", () => {
  it('says plainly when the browser cannot take notifications, and offers nothing to press', async () => {
    withoutPush();
    const requests = recordRequests();
    card();
    expect(await screen.findByText('Deze browser kan geen meldingen ontvangen')).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
    expect(callsOf(requests)).toEqual([]);
  });

  it('tells how to allow notifications when the browser blocks them', async () => {
    browserWith({ permission: 'denied' });
    card();
    expect(await screen.findByText('Je browser blokkeert meldingen van Bestelklaar')).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("asks permission, subscribes with the server's key through the service worker and sends the subscription", async () => {
    const browser = browserWith({ permission: 'default', answer: 'granted' });
    const requests = recordRequests();
    card();
    await userEvent.click(await turnOnButton());

    expect(await screen.findByText('Meldingen staan aan op dit toestel')).toBeVisible();
    expect(browser.requestPermission).toHaveBeenCalledOnce();
    expect(browser.serviceWorker.register).toHaveBeenCalledWith('/service-worker.js', { scope: '/' });
    expect(browser.pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(PUBLIC_KEY),
    });
    expect(keyBytes(PUBLIC_KEY)).toHaveLength(65);
    expect(callsOf(requests)).toEqual([
      'GET /api/admin/push/public-key',
      'POST /api/admin/push/subscriptions',
    ]);
    await vi.waitFor(() => expect(requests[1]!.body).toEqual(SUBSCRIPTION));
    expect(screen.getByRole('button', { name: 'Uitzetten' })).toBeEnabled();
  });

  it('says so when the person closes the question, and when they refuse', async () => {
    browserWith({ permission: 'default', answer: 'default' });
    const requests = recordRequests();
    const { unmount } = card();
    await userEvent.click(await turnOnButton());
    expect(await screen.findByText(/Je browser kreeg geen toestemming/)).toBeVisible();
    expect(callsOf(requests)).not.toContain('POST /api/admin/push/subscriptions');
    unmount();

    browserWith({ permission: 'default', answer: 'denied' });
    card();
    await userEvent.click(await turnOnButton());
    expect(await screen.findByText('Je browser blokkeert meldingen van Bestelklaar')).toBeVisible();
    expect(callsOf(requests)).not.toContain('POST /api/admin/push/subscriptions');
  });

  it('shows a device that is on, and turns it off: the server forgets it and the browser unsubscribes', async () => {
    const browser = browserWith({ permission: 'granted', subscribed: true });
    const requests = recordRequests();
    card();
    expect(await screen.findByText('Meldingen staan aan op dit toestel')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Uitzetten' }));

    expect(await turnOnButton()).toBeEnabled();
    expect(callsOf(requests)).toEqual(['DELETE /api/admin/push/subscriptions']);
    await vi.waitFor(() => expect(requests[0]!.body).toEqual({ endpoint: SUBSCRIPTION.endpoint }));
    expect(browser.subscription.unsubscribe).toHaveBeenCalledOnce();
  });

  it("shows the server's refusal and leaves the browser unsubscribed, so the two agree", async () => {
    const browser = browserWith({ permission: 'granted' });
    server.use(
      http.post(api('/admin/push/subscriptions'), () =>
        HttpResponse.json(
          { message: 'Dit is geen geldig adres van een pushdienst (https://…).' },
          { status: 400 },
        ),
      ),
    );
    card();
    await userEvent.click(await turnOnButton());
    expect(await screen.findByText('Dit is geen geldig adres van een pushdienst (https://…).')).toBeVisible();
    expect(browser.subscription.unsubscribe).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Meldingen aanzetten' })).toBeEnabled();
  });
});
