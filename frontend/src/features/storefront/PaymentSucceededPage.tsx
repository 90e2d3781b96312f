import { Link, useParams } from 'react-router';
import { Button, EmptyState } from '@bestelklaar/design-system';
import { CircleCheck } from 'lucide-react';
import { useDocumentTitle } from '../../lib/use-document-title';

export function Component() {
  const { shop = '' } = useParams();
  useDocumentTitle('Je betaling is gelukt');
  return (
    <EmptyState
      icon={<CircleCheck aria-hidden />}
      title="Je betaling is gelukt"
      description="Bedankt voor je betaling! Heb je nog vragen over je bestelling, neem dan gerust contact op met de zaak."
      action={
        <Button asChild variant="secondary">
          <Link to={`/${shop}`}>Terug naar de webshop</Link>
        </Button>
      }
    />
  );
}
