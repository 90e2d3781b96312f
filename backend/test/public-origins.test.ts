import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/app-config';
import { StartupFailure } from '../src/config/startup-failure';
import { startTestApp, TestApp } from './support/test-app';
import { launchedOwner } from './support/ready-shop';

const CANONICAL = 'https://bestelklaar.be';
const ALIASES = ['https://www.bestelklaar.be', 'http://127.0.0.1:3000'];

const FORWARDED = {
  Host: 'intern:3000',
  'X-Forwarded-Host': 'www.bestelklaar.be',
  'X-Forwarded-Proto': 'https',
};

/**
 * One app at a time, each for its own block: Passport keeps one `jwt` strategy per process, so a
 * second app started beside the first would check the first one's tokens against its own secret.
 */
function useApp(overrides: Partial<TestApp['config']>): () => TestApp {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ publicBaseUrl: CANONICAL, publicOriginAliases: ALIASES, ...overrides });
  });
  afterAll(async () => {
    await app.close();
  });
  return () => app;
}

/** Where the sandbox onboarding sends the owner back after confirming, for a link asked with `headers`. */
async function onboardingReturn(app: TestApp, auth: Record<string, string>, headers: Record<string, string>) {
  const link = await app.http
    .get('/api/admin/stripe-connect/onboarding-link')
    .set(auth)
    .set(headers)
    .expect(200);
  const url = new URL(link.body.url);
  const token = url.searchParams.get('token')!;
  const page = await app.http.get(`${url.pathname}${url.search}`).expect(200);
  const cancel = /href="([^"]+)">Annuleren</.exec(page.text)?.[1];
  const confirm = await app.http.post(url.pathname).type('form').send({ token }).expect(303);
  return { returnUrl: confirm.headers.location, refreshUrl: cancel };
}

describe('without a trusted proxy', () => {
  const app = useApp({});

  describe('the payment onboarding returns to the origin the owner started from', () => {
    it('returns to a configured alias the browser names as its Origin', async () => {
      const owner = await launchedOwner(app(), 'terug-www');
      expect(await onboardingReturn(app(), owner.auth, { Origin: 'https://www.bestelklaar.be' })).toEqual({
        returnUrl: 'https://www.bestelklaar.be/dashboard',
        refreshUrl: 'https://www.bestelklaar.be/dashboard',
      });
    });

    it('returns to a configured alias the request was sent to (a same-origin call sends no Origin)', async () => {
      const owner = await launchedOwner(app(), 'terug-ip');
      const back = await onboardingReturn(app(), owner.auth, { Host: '127.0.0.1:3000' });
      expect(back.returnUrl).toBe('http://127.0.0.1:3000/dashboard');
    });

    it('returns to the canonical origin for a foreign or malformed origin, never to an arbitrary host', async () => {
      const owner = await launchedOwner(app(), 'terug-vreemd');
      const foreign: Record<string, string>[] = [
        { Origin: 'https://phishing.example' },
        { Origin: 'null' },
        { Origin: 'https://www.bestelklaar.be.phishing.example' },
        { Host: 'phishing.example' },
        {},
      ];
      for (const headers of foreign) {
        expect((await onboardingReturn(app(), owner.auth, headers)).returnUrl).toBe(`${CANONICAL}/dashboard`);
      }
    });

    it('ignores a forwarded host when no proxy is trusted', async () => {
      const owner = await launchedOwner(app(), 'terug-geen-proxy');
      expect((await onboardingReturn(app(), owner.auth, FORWARDED)).returnUrl).toBe(`${CANONICAL}/dashboard`);
    });
  });

  describe('pages under an alias host move to the canonical origin', () => {
    it('redirects a page read on an alias permanently, keeping path and query', async () => {
      const page = await app()
        .http.get('/dashboard/producten?pagina=2')
        .set('Host', 'www.bestelklaar.be')
        .expect(301);
      expect(page.headers.location).toBe('https://bestelklaar.be/dashboard/producten?pagina=2');
      const head = await app().http.head('/de-smul').set('Host', '127.0.0.1:3000').expect(301);
      expect(head.headers.location).toBe('https://bestelklaar.be/de-smul');
    });

    it('keeps a path that looks like another host on the canonical host', async () => {
      const page = await app().http.get('//phishing.example/x').set('Host', 'www.bestelklaar.be').expect(301);
      expect(page.headers.location).toBe('https://bestelklaar.be//phishing.example/x');
    });

    it('leaves API calls, other methods, the canonical host and unknown hosts alone', async () => {
      await app().http.get('/api/health').set('Host', 'www.bestelklaar.be').expect(200);
      const login = await app()
        .http.post('/api/admin/auth/login')
        .set('Host', 'www.bestelklaar.be')
        .send({ email: 'niemand@voorbeeld.be', password: 'fout' });
      expect(login.status).not.toBe(301);
      for (const host of ['bestelklaar.be', 'phishing.example', '10.0.0.5:3000']) {
        const answer = await app().http.get('/inloggen').set('Host', host);
        expect(answer.status, host).not.toBe(301);
      }
    });

    it('ignores a forwarded host when no proxy is trusted', async () => {
      expect((await app().http.get('/inloggen').set(FORWARDED)).status).not.toBe(301);
    });
  });
});

describe('behind a trusted proxy', () => {
  const app = useApp({ trustProxy: 'loopback' });

  it('returns the owner to the alias the proxy forwarded', async () => {
    const owner = await launchedOwner(app(), 'terug-proxy');
    expect((await onboardingReturn(app(), owner.auth, FORWARDED)).returnUrl).toBe(
      'https://www.bestelklaar.be/dashboard',
    );
  });

  it('redirects a page read on the alias the proxy forwarded', async () => {
    const moved = await app().http.get('/inloggen').set(FORWARDED).expect(301);
    expect(moved.headers.location).toBe('https://bestelklaar.be/inloggen');
  });
});

describe('PUBLIC_ORIGIN_ALIASES', () => {
  it('reads origins, and on a laptop without PUBLIC_BASE_URL takes 127.0.0.1 as an alias of localhost', () => {
    expect(loadConfig({ PORT: '4000' })).toMatchObject({
      publicBaseUrl: 'http://localhost:4000',
      publicOriginAliases: ['http://127.0.0.1:4000'],
    });
    expect(loadConfig({ PUBLIC_BASE_URL: CANONICAL }).publicOriginAliases).toEqual([]);
    expect(
      loadConfig({
        PUBLIC_BASE_URL: CANONICAL,
        PUBLIC_ORIGIN_ALIASES: ' https://WWW.bestelklaar.be/ , http://10.0.0.5:3000',
      }).publicOriginAliases,
    ).toEqual(['https://www.bestelklaar.be', 'http://10.0.0.5:3000']);
  });

  it('refuses to start on anything but origins', () => {
    for (const bad of [
      'www.bestelklaar.be',
      'https://bestelklaar.be/pad',
      'ftp://bestelklaar.be',
      'https://a@b.be',
    ]) {
      expect(() => loadConfig({ PUBLIC_ORIGIN_ALIASES: bad }), bad).toThrow(StartupFailure);
    }
  });
});
