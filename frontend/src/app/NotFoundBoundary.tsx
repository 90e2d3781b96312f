import { lazy, Suspense } from 'react';
import { useRouteError } from 'react-router';
import { PageNotFound } from '../lib/page-not-found';
import { CrashPage } from './CrashPage';

const NotFoundPage = lazy(() =>
  import('../features/marketing/NotFoundPage').then((page) => ({ default: page.Component })),
);

/** A route's error boundary: the 404 page for what a page found missing, the crash page for the rest. */
export function NotFoundBoundary() {
  const error = useRouteError();
  if (!(error instanceof PageNotFound)) return <CrashPage />;
  return (
    <Suspense fallback={null}>
      <NotFoundPage />
    </Suspense>
  );
}
