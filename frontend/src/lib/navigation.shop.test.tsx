import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import * as reactRouter from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import * as shop from './navigation.shop';

/** Either router's parts, used the way the shop page uses them. */
type Navigation = typeof shop | typeof reactRouter;

/** A page of the shop's shape, with the router parts of `navigation`. */
function shopTree({ Link, Outlet, Route, Routes, useLocation, useParams }: Navigation) {
  function Layout() {
    const { shop = '' } = useParams();
    const { search, hash } = useLocation();
    return (
      <div>
        <Link to="/">home</Link>
        <Link to={`/${shop}`}>{shop}</Link>
        <Link to={{ search: '?lang=fr', hash }} replace preventScrollReset lang="fr">
          FR
        </Link>
        <p>search {search}</p>
        <Outlet />
      </div>
    );
  }
  function Page() {
    return <p>page of {useParams().shop}</p>;
  }
  function Providers({ children }: { children?: ReactNode }) {
    return <section>{children ?? <Outlet />}</section>;
  }
  return (
    <Routes>
      <Route element={<Providers />}>
        <Route path=":shop" element={<Layout />}>
          <Route index element={<Page />} />
        </Route>
      </Route>
      <Route path="*" element={<p>elsewhere</p>} />
    </Routes>
  );
}

const go = (address: string) => window.history.replaceState(null, '', address);

afterEach(() => go('/'));

describe("the shop page's router (navigation.shop.tsx)", () => {
  it.each(['/demo', '/demo?lang=en#broodjes', '/', '/demo/bestelling/1'])(
    "renders %s to the very markup react-router's does, so the server's is taken over as it stands",
    (address) => {
      go(address);
      const theirs = renderToString(
        <reactRouter.StaticRouter location={address}>{shopTree(reactRouter)}</reactRouter.StaticRouter>,
      );
      const ours = renderToString(<shop.BrowserRouter>{shopTree(shop)}</shop.BrowserRouter>);
      expect(ours).toBe(theirs);
    },
  );

  it('follows a plain click on a link in the page, adding an entry, or replacing it when told to', async () => {
    go('/demo#broodjes');
    render(shopTree(shop));
    const entries = window.history.length;

    fireEvent.click(screen.getByRole('link', { name: 'FR' }));
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/demo?lang=fr#broodjes',
    );
    expect(await screen.findByText('search ?lang=fr')).toBeInTheDocument();
    expect(window.history.length).toBe(entries);

    fireEvent.click(screen.getByRole('link', { name: 'home' }));
    expect(window.location.pathname).toBe('/');
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
    expect(window.history.length).toBe(entries + 1);
  });

  it('leaves a click with a modifier key to the browser (a new tab)', () => {
    go('/demo');
    render(shopTree(shop));
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    screen.getByRole('link', { name: 'home' }).dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(window.location.pathname).toBe('/demo');
  });

  it('shows the page of the address Back or Forward brings', async () => {
    go('/demo');
    render(shopTree(shop));
    expect(screen.getByText('page of demo')).toBeInTheDocument();
    act(() => {
      go('/de-smul');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(await screen.findByText('page of de-smul')).toBeInTheDocument();
  });

  it('Navigate goes to its address, in place of the page shown when told to', async () => {
    go('/demo');
    const entries = window.history.length;
    render(
      <>
        <shop.Navigate to="/not-found" replace />
        {shopTree(shop)}
      </>,
    );
    expect(await screen.findByText('page of not-found')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/not-found');
    expect(window.history.length).toBe(entries);
  });
});
