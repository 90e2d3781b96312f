import { Link, useParams } from 'react-router';
import { Button, EmptyState } from '@bestelklaar/design-system';
import { CircleX } from 'lucide-react';
import { useDocumentTitle } from '../../lib/use-document-title';

export function Component() {
  const { shop = '' } = useParams();
  useDocumentTitle('Betaling geannuleerd');
  return (
    <EmptyState
      icon={<CircleX aria-hidden />}
      title="Betaling geannuleerd"
      description="Je betaling werd niet afgerond. Je kunt het opnieuw proberen of contact opnemen met de zaak."
      action={
        <Button asChild>
          <Link to={`/${shop}`}>Opnieuw proberen</Link>
        </Button>
      }
    />
  );
}
