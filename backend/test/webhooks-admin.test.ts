import { describe, expect, it } from 'vitest';
import { DataSource } from 'typeorm';
import { parseWebhookEndpoint, WEBHOOK_MESSAGES, type WebhookEndpointView } from '@bestelklaar/domain';
import { WebhookDeliveries } from '../src/modules/integrations/webhook-deliveries';
import { isPublicAddress } from '../src/modules/integrations/webhook-targets';
import { eventually } from './support/eventually';
import { registerOwner, useTestApp } from './support/test-app';
import { startWebhookReceiver } from './support/webhook-receiver';

/**
 * 'Koppelingen' over HTTP, with the app's default configuration (internal targets refused):
 * validation in Dutch, another shop's endpoints and deliveries not found, secrets in the
 * Standard Webhooks form and sealed at rest, and no delivery to the platform's own networks.
 */
const t = useTestApp();

async function lastDelivery(endpointId: string) {
  const rows: {
    status: string;
    attempts: number;
    last_error: string | null;
    last_status_code: number | null;
  }[] = await t.app
    .get(DataSource)
    .query(
      'SELECT status, attempts, last_error, last_status_code FROM webhook_deliveries WHERE endpoint_id = $1',
      [endpointId],
    );
  return rows[0];
}

describe('webhook endpoints', () => {
  it('refuses a bad endpoint with a Dutch message per field', async () => {
    const owner = await registerOwner(t.http);
    const bad = await t.http
      .post('/api/admin/webhooks')
      .set(owner.auth)
      .send({ url: 'ftp://voorbeeld.be/hook', events: [], extra: 1 })
      .expect(400);
    expect(bad.body.fields).toEqual({
      extra: 'Onbekend veld: extra.',
      url: WEBHOOK_MESSAGES.urlHttp,
      events: WEBHOOK_MESSAGES.events,
    });
    const unknown = await t.http
      .post('/api/admin/webhooks')
      .set(owner.auth)
      .send({ url: 'https://user:pw@voorbeeld.be/', events: ['order.eaten'] })
      .expect(400);
    expect(unknown.body.fields).toEqual({
      url: WEBHOOK_MESSAGES.urlCredentials,
      events: 'Onbekende gebeurtenis: order.eaten.',
    });
    await t.http
      .post('/api/admin/webhooks')
      .set(owner.auth)
      .send({ url: 'https://voorbeeld.be' })
      .expect(400);
    // In production only https.
    expect(
      parseWebhookEndpoint({ url: 'http://voorbeeld.be/', events: ['order.paid'] }, { httpsOnly: true }),
    ).toEqual({
      ok: false,
      errors: { url: WEBHOOK_MESSAGES.url },
    });
    expect(
      parseWebhookEndpoint(
        { url: 'https://voorbeeld.be/h', events: ['order.ready', 'order.paid'] },
        { httpsOnly: true },
      ),
    ).toEqual({ ok: true, value: { url: 'https://voorbeeld.be/h', events: ['order.paid', 'order.ready'] } });
    await t.http
      .put(`/api/admin/webhooks/${crypto.randomUUID()}`)
      .set(owner.auth)
      .send({ enabled: 'ja' })
      .expect(400);
  });

  it('gives the secret once, in Standard Webhooks form, and keeps it sealed', async () => {
    const owner = await registerOwner(t.http);
    const created = await t.http
      .post('/api/admin/webhooks')
      .set(owner.auth)
      .send({ url: 'https://voorbeeld.be/hook', events: ['order.paid'] })
      .expect(201);
    const { endpointId, secret } = created.body as { endpointId: string; secret: string };
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(secret.slice(6), 'base64')).toHaveLength(32);
    const list = (await t.http.get('/api/admin/webhooks').set(owner.auth).expect(200))
      .body as WebhookEndpointView[];
    expect(list).toEqual([
      {
        endpointId,
        url: 'https://voorbeeld.be/hook',
        events: ['order.paid'],
        enabled: true,
        createdAt: expect.any(String),
        disabledReason: null,
        failingSince: null,
      },
    ]);
    expect(JSON.stringify(list)).not.toContain(secret.slice(6));
    const [stored] = await t.app
      .get(DataSource)
      .query('SELECT secret FROM webhook_endpoints WHERE id = $1', [endpointId]);
    expect(stored.secret).not.toContain(secret.slice(6));
    const changed = await t.http
      .put(`/api/admin/webhooks/${endpointId}`)
      .set(owner.auth)
      .send({ events: ['order.ready', 'order.refunded'], enabled: false })
      .expect(200);
    expect(changed.body).toMatchObject({
      events: ['order.ready', 'order.refunded'],
      enabled: false,
      url: 'https://voorbeeld.be/hook',
    });
    await t.http.delete(`/api/admin/webhooks/${endpointId}`).set(owner.auth).expect(204);
    expect((await t.http.get('/api/admin/webhooks').set(owner.auth).expect(200)).body).toEqual([]);
  });

  it("answers 404 for another shop's endpoint and delivery", async () => {
    const owner = await registerOwner(t.http);
    const other = await registerOwner(t.http);
    const { endpointId } = (
      await t.http
        .post('/api/admin/webhooks')
        .set(owner.auth)
        .send({ url: 'https://voorbeeld.be/', events: ['order.paid'] })
        .expect(201)
    ).body as { endpointId: string };
    const { deliveryId } = (
      await t.http.post(`/api/admin/webhooks/${endpointId}/test`).set(owner.auth).expect(202)
    ).body as {
      deliveryId: string;
    };
    expect((await t.http.get('/api/admin/webhooks').set(other.auth).expect(200)).body).toEqual([]);
    await t.http
      .put(`/api/admin/webhooks/${endpointId}`)
      .set(other.auth)
      .send({ enabled: false })
      .expect(404);
    await t.http.delete(`/api/admin/webhooks/${endpointId}`).set(other.auth).expect(404);
    await t.http.get(`/api/admin/webhooks/${endpointId}/deliveries`).set(other.auth).expect(404);
    await t.http.post(`/api/admin/webhooks/${endpointId}/test`).set(other.auth).expect(404);
    await t.http.post(`/api/admin/webhooks/deliveries/${deliveryId}/retry`).set(other.auth).expect(404);
    await t.http.get('/api/admin/webhooks/not-an-id/deliveries').set(owner.auth).expect(404);
    // Still the owner's, unchanged.
    const [mine] = (await t.http.get('/api/admin/webhooks').set(owner.auth).expect(200))
      .body as WebhookEndpointView[];
    expect(mine).toMatchObject({ endpointId, enabled: true });
  });

  it('pages deliveries newest first', async () => {
    const owner = await registerOwner(t.http);
    const { endpointId } = (
      await t.http
        .post('/api/admin/webhooks')
        .set(owner.auth)
        .send({ url: 'https://voorbeeld.be/', events: ['order.paid'] })
        .expect(201)
    ).body as { endpointId: string };
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1)
      ids.push(
        (
          (await t.http.post(`/api/admin/webhooks/${endpointId}/test`).set(owner.auth).expect(202)).body as {
            deliveryId: string;
          }
        ).deliveryId,
      );
    const first = await t.http
      .get(`/api/admin/webhooks/${endpointId}/deliveries?limit=2`)
      .set(owner.auth)
      .expect(200);
    expect(first.body.items.map((item: { deliveryId: string }) => item.deliveryId)).toEqual([ids[2], ids[1]]);
    const second = await t.http
      .get(`/api/admin/webhooks/${endpointId}/deliveries?limit=2&cursor=${first.body.nextCursor}`)
      .set(owner.auth)
      .expect(200);
    expect(second.body).toEqual({
      items: [expect.objectContaining({ deliveryId: ids[0], type: 'webhook.test' })],
      nextCursor: null,
    });
  });
});

describe('webhook targets', () => {
  it('knows the internal addresses', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '100.64.0.1',
      '169.254.169.254',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
    ])
      expect(isPublicAddress(address), address).toBe(false);
    for (const address of ['8.8.8.8', '1.1.1.1', '2001:4860:4860::8888', '::ffff:8.8.8.8'])
      expect(isPublicAddress(address), address).toBe(true);
  });

  it('refuses, without WEBHOOK_ALLOW_PRIVATE_TARGETS, loopback, private, metadata and a name resolving to 127.0.0.1', async () => {
    expect(t.config.webhookAllowPrivateTargets).toBe(false);
    const owner = await registerOwner(t.http);
    const receiver = await startWebhookReceiver();
    try {
      const targets = [
        receiver.url('/hooks'),
        receiver.url('/hooks', 'localhost'),
        receiver.url('/hooks', '[::1]'),
        'http://10.0.0.1/hooks',
        'http://169.254.169.254/latest/meta-data',
      ];
      for (const url of targets) {
        const { endpointId } = (
          await t.http
            .post('/api/admin/webhooks')
            .set(owner.auth)
            .send({ url, events: ['order.paid'] })
            .expect(201)
        ).body as { endpointId: string };
        await t.http.post(`/api/admin/webhooks/${endpointId}/test`).set(owner.auth).expect(202);
        await eventually(async () =>
          expect(await lastDelivery(endpointId), url).toMatchObject({
            status: 'failed',
            attempts: 1,
            last_status_code: null,
            last_error: expect.stringMatching(/intern/),
          }),
        );
      }
      await t.app.get(WebhookDeliveries).sendDue();
      expect(receiver.hits).toEqual([]);
    } finally {
      await receiver.close();
    }
  });
});
