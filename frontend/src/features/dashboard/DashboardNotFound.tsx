import { Link } from 'react-router';
import { Button, EmptyState } from '@bestelklaar/design-system';
import { PageHeader } from './shared/PageHeader';

export function Component() {
  return (
    <>
      <PageHeader title="Pagina niet gevonden" />
      <EmptyState
        title="Deze pagina bestaat niet"
        description="Controleer het adres of ga terug naar het overzicht."
        action={
          <Button asChild>
            <Link to="/dashboard">Naar het dashboard</Link>
          </Button>
        }
      />
    </>
  );
}
