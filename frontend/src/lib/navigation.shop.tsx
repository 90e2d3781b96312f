import {
  Children,
  createContext,
  isValidElement,
  useContext,
  useEffect,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import type { Location, Params, Path, RouteProps, To } from 'react-router';

/**
 * navigation.ts's parts for the shop page's own build (build/shop-entry.ts swaps them in): the
 * window's address and history as react-router's BrowserRouter keeps them, with the same names,
 * props and markup, for the one route the shop page has. react-router's declarative part weighed
 * a sixth of the page's JavaScript.
 */

interface HistoryState {
  key: string;
}

const listeners = new Set<() => void>();
let current: Location = { pathname: '', search: '', hash: '', state: null, key: '' };

/** The window's location, the same object as long as it has not changed. */
function snapshot(): Location {
  const { pathname, search, hash } = window.location;
  const key = (window.history.state as Partial<HistoryState> | null)?.key ?? 'default';
  if (
    pathname !== current.pathname ||
    search !== current.search ||
    hash !== current.hash ||
    key !== current.key
  ) {
    current = { pathname, search, hash, state: null, key };
  }
  return current;
}

const changed = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void) {
  if (listeners.size === 0) window.addEventListener('popstate', changed);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('popstate', changed);
  };
}

export function useLocation(): Location {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** The address `to` points at from `location`: a path, or the parts of one that change. */
function addressOf(to: To, location: Location): string {
  const path: Partial<Path> = typeof to === 'string' ? parsePath(to) : to;
  return `${path.pathname ?? location.pathname}${path.search ?? ''}${path.hash ?? ''}`;
}

function parsePath(to: string): Partial<Path> {
  const url = new URL(to, 'http://path.invalid');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

function navigate(to: To, { replace = false } = {}) {
  const location = snapshot();
  const address = addressOf(to, location);
  // As react-router: going to the page shown replaces its entry rather than adding one.
  const same = address === `${location.pathname}${location.search}${location.hash}`;
  const state: HistoryState = { key: Math.random().toString(36).slice(2, 10) };
  if (replace || same) window.history.replaceState(state, '', address);
  else window.history.pushState(state, '', address);
  changed();
}

/** The window's address needs no provider; the app's tree keeps react-router's shape. */
export function BrowserRouter({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  /** Nothing here scrolls on navigation; kept so the same links read the same in both builds. */
  preventScrollReset?: boolean;
}

export function Link({
  to,
  replace,
  preventScrollReset: _noScrollToReset,
  onClick,
  ...rest
}: LinkProps): ReactNode {
  const location = useLocation();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const plainClick =
      event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
    if (event.defaultPrevented || !plainClick || (rest.target && rest.target !== '_self')) return;
    event.preventDefault();
    navigate(to, { replace });
  };
  // data-discover as react-router renders it, so the server's markup is taken over as it stands.
  return <a {...rest} href={addressOf(to, location)} onClick={follow} data-discover="true" />;
}

export function Navigate({ to, replace }: { to: To; replace?: boolean }) {
  useEffect(() => navigate(to, { replace }), [to, replace]);
  return null;
}

/** Declares a route for Routes, which reads its props; it renders nothing itself. */
export function Route(_props: RouteProps): ReactElement | null {
  return null;
}

interface RouteMatch {
  /** The matched routes' elements, outermost first: each is the outlet of the one before. */
  elements: ReactNode[];
  /** Every level sees all the address's parameters, as in react-router. */
  params: Params;
}

const RouteContext = createContext<{ params: Params; outlet: ReactNode }>({ params: {}, outlet: null });

/**
 * The first route whose path takes the address's segments, with its layouts around it: `:name`
 * and plain segments, `*` for the rest, index routes and routes without a path (layouts).
 */
function match(routes: ReactNode, segments: string[], params: Params): RouteMatch | null {
  for (const route of Children.toArray(routes)) {
    if (!isValidElement<RouteProps>(route)) continue;
    const { path, index, element, children } = route.props;
    const taken = index
      ? segments.length === 0 && { params, rest: segments }
      : path === undefined
        ? { params, rest: segments }
        : takeSegments(path, segments, params);
    if (!taken) continue;
    const inner = children ? match(children, taken.rest, taken.params) : null;
    if (inner) return { elements: [element, ...inner.elements], params: inner.params };
    // A layout without a path matches only through one of its routes.
    if (taken.rest.length === 0 && (index || path !== undefined))
      return { elements: [element], params: taken.params };
  }
  return null;
}

function takeSegments(path: string, segments: string[], params: Params) {
  const parts = path.split('/').filter(Boolean);
  const taken: Record<string, string | undefined> = { ...params };
  for (const [position, part] of parts.entries()) {
    if (part === '*') return { params: { ...taken, '*': segments.slice(position).join('/') }, rest: [] };
    const segment = segments[position];
    if (segment === undefined) return null;
    if (part.startsWith(':')) taken[part.slice(1)] = decodeURIComponent(segment);
    else if (part.toLowerCase() !== segment.toLowerCase()) return null;
  }
  return { params: taken, rest: segments.slice(parts.length) };
}

export function Routes({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  const found = match(children, pathname.split('/').filter(Boolean), {});
  if (!found) return null;
  const { elements, params } = found;
  return elements.reduceRight<ReactNode>(
    (outlet, element) => <RouteContext.Provider value={{ params, outlet }}>{element}</RouteContext.Provider>,
    null,
  );
}

export function Outlet() {
  return useContext(RouteContext).outlet;
}

export function useParams(): Readonly<Params> {
  return useContext(RouteContext).params;
}
