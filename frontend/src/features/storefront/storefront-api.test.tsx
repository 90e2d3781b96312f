import { I18nProvider } from '@lingui/react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import type { StorefrontView } from '@bestelklaar/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage, i18n } from '../../i18n/i18n';
import { product, storefrontAnswer, storefrontView } from '../../test/fixtures/storefront';
import { api, recordRequests, server, type RecordedRequest } from '../../test/server';
import { INLINED_STOREFRONT_ID, isUnknownShop, LIVE_RECHECK_MS, useStorefront } from './storefront-api';

const soup = product({ _id: 'p-soup', name: 'Tomatensoep' });
const shopView = storefrontView({ products: [soup] });

function withTexts({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/** The read as the server inlines it in the shop's page. */
function inlineInPage(view: StorefrontView) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = INLINED_STOREFRONT_ID;
  element.textContent = JSON.stringify(view);
  document.body.append(element);
}

const readsOf = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.path === '/api/shop/de-smul/storefront');

/** One recheck's worth of time, and what the page does with its answer. */
async function nextRecheck() {
  await act(async () => vi.advanceTimersByTime(LIVE_RECHECK_MS));
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
  document.getElementById(INLINED_STOREFRONT_ID)?.remove();
  // Back to jsdom's own (visible).
  Reflect.deleteProperty(document, 'visibilityState');
});

describe("the shop page's storefront read", () => {
  it('starts from the read inlined in the page, then asks the server again each second', async () => {
    inlineInPage(shopView);
    server.use(storefrontAnswer(shopView));
    const requests = recordRequests();

    const { result } = renderHook(() => useStorefront('de-smul'), { wrapper: withTexts });

    expect(result.current.data?.products.map((item) => item.name)).toEqual(['Tomatensoep']);
    expect(result.current.isPending).toBe(false);
    expect(readsOf(requests)).toHaveLength(0);
    await nextRecheck();
    await waitFor(() => expect(readsOf(requests).length).toBeGreaterThan(0));
  });

  it('keeps the same data while the server answers the same, and takes a changed answer', async () => {
    server.use(storefrontAnswer(shopView));
    const requests = recordRequests();
    const { result } = renderHook(() => useStorefront('de-smul'), { wrapper: withTexts });
    await waitFor(() => expect(result.current.data).toBeDefined());
    const first = result.current.data;

    await nextRecheck();
    await waitFor(() => expect(readsOf(requests).length).toBeGreaterThanOrEqual(2));
    await waitFor(() => expect(result.current.isFetching).toBe(false));
    expect(result.current.data).toBe(first);

    server.use(storefrontAnswer(storefrontView({ products: [{ ...soup, soldOut: true }] })));
    await nextRecheck();
    await waitFor(() => expect(result.current.data?.products[0]?.soldOut).toBe(true));
    expect(result.current.data).not.toBe(first);
  });

  it('asks nothing while the page is hidden, and again once it shows', async () => {
    inlineInPage(shopView);
    server.use(storefrontAnswer(shopView));
    const requests = recordRequests();
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    renderHook(() => useStorefront('de-smul'), { wrapper: withTexts });

    await nextRecheck();
    await nextRecheck();
    expect(readsOf(requests)).toHaveLength(0);

    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    await nextRecheck();
    await waitFor(() => expect(readsOf(requests)).toHaveLength(1));
  });

  it('shows a failure at once, without retrying: an unknown shop is known as such', async () => {
    server.use(storefrontAnswer({ status: 404, message: 'Webshop niet gevonden.' }));
    const requests = recordRequests();
    // Hidden, so the rechecks stay out of the count: only a retry would ask again.
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    const { result } = renderHook(() => useStorefront('de-smul'), { wrapper: withTexts });

    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(isUnknownShop(result.current.error)).toBe(true);
    expect(result.current.data).toBeUndefined();
    expect(result.current.isPending).toBe(false);
    await act(async () => vi.advanceTimersByTime(10_000));
    expect(readsOf(requests)).toHaveLength(1);
  });

  it("keeps the previous language's read on screen until the new one is in", async () => {
    let release = () => {};
    const french = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(api('/shop/de-smul/storefront'), async ({ request }) => {
        if (new URL(request.url).searchParams.get('lang') !== 'fr') return HttpResponse.json(shopView);
        await french;
        await delay(0);
        return HttpResponse.json({ ...shopView, language: 'fr', products: [{ ...soup, name: 'Soupe' }] });
      }),
    );
    const { result } = renderHook(() => useStorefront('de-smul'), { wrapper: withTexts });
    await waitFor(() => expect(result.current.data?.language).toBe('nl'));

    await act(() => activateLanguage('fr'));
    expect(result.current.data?.products[0]?.name).toBe('Tomatensoep');
    expect(result.current.isPending).toBe(false);

    release();
    await waitFor(() => expect(result.current.data?.products[0]?.name).toBe('Soupe'));
  });
});
