import { useMatches } from 'react-router';
import { EmptyState } from '@bestelklaar/design-system';
import { Construction } from 'lucide-react';
import { PageHeader } from './shared/PageHeader';

/** A titled page for a section whose screen has not shipped yet. */
export function Component() {
  const matches = useMatches();
  const title = (matches.at(-1)?.handle as { title?: string } | undefined)?.title ?? 'Dashboard';
  return (
    <>
      <PageHeader title={title} />
      <EmptyState
        icon={<Construction aria-hidden />}
        title="Binnenkort beschikbaar"
        description={`Het onderdeel ${title} is in aanbouw.`}
      />
    </>
  );
}
