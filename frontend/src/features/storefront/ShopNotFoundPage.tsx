import { Link } from 'react-router';
import { Button, EmptyState } from '@bestelklaar/design-system';
import { SearchX } from 'lucide-react';
import { useDocumentTitle } from '../../lib/use-document-title';

export function Component() {
  useDocumentTitle('Webshop niet gevonden');
  return (
    <EmptyState
      icon={<SearchX aria-hidden />}
      title="Webshop niet gevonden"
      description="Deze webshop bestaat niet of is nog niet gelanceerd. Controleer het adres."
      action={
        <Button asChild>
          <Link to="/">Ga naar homepagina</Link>
        </Button>
      }
    />
  );
}
