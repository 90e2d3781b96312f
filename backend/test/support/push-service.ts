import { execFileSync } from 'node:child_process';
import { createECDH, createPublicKey, randomBytes, randomUUID, verify, type ECDH } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decrypt } from 'http_ece';

/**
 * A push service on this machine, as RFC 8030 describes one, for the app to push to over HTTPS (a
 * self-signed certificate the app is told to trust): it hands out subscriptions as a browser makes
 * them (a P-256 key pair and a 16-byte auth secret, RFC 8291), takes `POST /push/{id}`, checks the
 * sender's VAPID identity (RFC 8292) against the key the subscription was made with, decrypts the
 * aes128gcm body with the device's private key, and can be told to answer 404, 410, 429 or 500.
 */
export interface LocalPushService {
  /** The service's origin, `https://127.0.0.1:{port}`: the `aud` a sender's JWT must name. */
  origin: string;
  /** PEM, for the app's `pushServiceCertificate`. */
  certificate: string;
  /** A new device's subscription, as `PushSubscription.toJSON()` gives it, for `applicationServerKey`. */
  subscribe(applicationServerKey: string): DeviceSubscription;
  /** The messages the device received (decrypted), oldest first. */
  received(endpoint: string): ReceivedPush[];
  /** Answers the device's next pushes with these statuses, one each, before taking them again. */
  answerNext(endpoint: string, ...statuses: number[]): void;
  /** Every push that reached the service, refused or not, in order: what it answered. */
  attempts(endpoint: string): number[];
  close(): Promise<void>;
}

export interface DeviceSubscription {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

export interface ReceivedPush {
  /** The decrypted body, parsed as JSON. */
  payload: unknown;
  ttl: number;
  urgency: string | undefined;
  topic: string | undefined;
  /** The VAPID JWT's claims, once verified. */
  claims: { aud: string; exp: number; sub: string };
}

interface Device {
  applicationServerKey: string;
  keys: ECDH;
  auth: Buffer;
  planned: number[];
  attempts: number[];
  received: ReceivedPush[];
}

/** RFC 8292 §2: a JWT of at most a day. */
const MAX_JWT_LIFETIME_SECONDS = 24 * 60 * 60;
/** RFC 8030 §7.2: a push service caps a message; 4096 bytes is the smallest it must take. */
const MAX_BODY_BYTES = 4096;

class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** A self-signed certificate for 127.0.0.1, made with openssl. */
function selfSignedCertificate(): { key: string; cert: string } {
  const folder = mkdtempSync(join(tmpdir(), 'push-service-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        join(folder, 'key.pem'),
        '-out',
        join(folder, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return {
      key: readFileSync(join(folder, 'key.pem'), 'utf8'),
      cert: readFileSync(join(folder, 'cert.pem'), 'utf8'),
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** `Authorization: vapid t=…, k=…` checked as RFC 8292 says; gives the JWT's claims. */
export function verifyVapid(
  authorization: string | undefined,
  expectedKey: string,
  origin: string,
  now = Date.now(),
): ReceivedPush['claims'] {
  const match = /^vapid (.+)$/i.exec(authorization ?? '');
  if (!match) throw new Refusal(401, 'no vapid authorization');
  const parameters = Object.fromEntries(
    match[1]!.split(',').map((part) => {
      const [name, ...value] = part.trim().split('=');
      return [name!.trim(), value.join('=').trim()];
    }),
  ) as { t?: string; k?: string };
  if (!parameters.t || !parameters.k) throw new Refusal(401, 'vapid without t or k');
  // §4.2: a subscription made with an application server key takes only pushes signed with it.
  if (parameters.k !== expectedKey) throw new Refusal(403, 'k is not the subscription’s key');
  const [header, claims, signature] = parameters.t.split('.');
  if (!header || !claims || !signature) throw new Refusal(401, 'malformed jwt');
  const head = JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg?: string; typ?: string };
  if (head.alg !== 'ES256') throw new Refusal(401, `jwt alg ${head.alg}`);
  const point = Buffer.from(parameters.k, 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw new Refusal(401, 'k is not an uncompressed P-256 point');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Refusal(403, 'jwt signature does not verify');
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as ReceivedPush['claims'];
  if (body.aud !== origin) throw new Refusal(403, `aud ${body.aud} is not ${origin}`);
  const seconds = Math.floor(now / 1000);
  if (typeof body.exp !== 'number' || body.exp <= seconds || body.exp > seconds + MAX_JWT_LIFETIME_SECONDS)
    throw new Refusal(403, 'exp is not within the next 24 hours');
  if (typeof body.sub !== 'string' || !/^(mailto:|https:)/.test(body.sub))
    throw new Refusal(403, 'sub is not a mailto: or https: contact');
  return body;
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

export async function startPushService(): Promise<LocalPushService> {
  const devices = new Map<string, Device>();
  const { key, cert } = selfSignedCertificate();
  let origin = '';

  const deviceOf = (endpoint: string): Device => {
    const device = devices.get(new URL(endpoint).pathname.split('/').pop()!);
    if (!device) throw new Error(`Geen toestel met ${endpoint}`);
    return device;
  };

  async function take(request: IncomingMessage, device: Device): Promise<number> {
    const body = await readBody(request);
    const planned = device.planned.shift();
    if (planned) return planned;
    const claims = verifyVapid(request.headers.authorization, device.applicationServerKey, origin);
    // §5.2: TTL is required.
    const ttl = Number(request.headers.ttl);
    if (request.headers.ttl === undefined || !Number.isInteger(ttl) || ttl < 0)
      throw new Refusal(400, 'no TTL');
    if (request.headers['content-encoding'] !== 'aes128gcm') throw new Refusal(415, 'not aes128gcm');
    if (body.length > MAX_BODY_BYTES) throw new Refusal(413, 'too large');
    const plain = decrypt(body, { version: 'aes128gcm', privateKey: device.keys, authSecret: device.auth });
    const header = (name: string) => {
      const value = request.headers[name];
      return typeof value === 'string' ? value : undefined;
    };
    device.received.push({
      payload: JSON.parse(plain.toString('utf8')),
      ttl,
      urgency: header('urgency'),
      topic: header('topic'),
      claims,
    });
    return 201;
  }

  async function answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const id = /^\/push\/([\w-]+)$/.exec(request.url ?? '')?.[1];
    const device = id ? devices.get(id) : undefined;
    if (request.method !== 'POST' || !device) {
      response.writeHead(404).end();
      return;
    }
    let status: number;
    try {
      status = await take(request, device);
    } catch (error) {
      status = error instanceof Refusal ? error.status : 400;
    }
    device.attempts.push(status);
    // §5: the message's own resource, where a sender could follow it.
    if (status === 201) response.setHeader('Location', `${origin}/message/${randomUUID()}`);
    if (status === 429) response.setHeader('Retry-After', '1');
    response.writeHead(status).end();
  }

  const server: Server = createServer({ key, cert }, (request, response) => {
    answer(request, response).catch(() => response.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    certificate: cert,
    subscribe(applicationServerKey) {
      const id = randomBytes(16).toString('base64url');
      const keys = createECDH('prime256v1');
      keys.generateKeys();
      const auth = randomBytes(16);
      devices.set(id, { applicationServerKey, keys, auth, planned: [], attempts: [], received: [] });
      return {
        endpoint: `${origin}/push/${id}`,
        expirationTime: null,
        keys: { p256dh: keys.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      };
    },
    received: (endpoint) => deviceOf(endpoint).received,
    answerNext: (endpoint, ...statuses) => deviceOf(endpoint).planned.push(...statuses),
    attempts: (endpoint) => deviceOf(endpoint).attempts,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
