import { Alert, Card, Spinner } from '@bestelklaar/design-system';
import { messageOf } from '../../api/api-error';
import { useSettings } from './dashboard-api';
import { PageHeader } from './PageHeader';

export function Component() {
  const settings = useSettings();
  return (
    <>
      <PageHeader title="Home" />
      {settings.isPending && <Spinner label="Gegevens laden…" />}
      {settings.isError && (
        <Alert tone="error">
          {messageOf(settings.error, 'Er is een fout opgetreden bij het laden van de gegevens')}
        </Alert>
      )}
      {settings.data && (
        <Card title={`Welkom, ${settings.data.name}`}>
          <p>Hier volg je straks je bestellingen, je omzet en de stappen naar je eigen webshop.</p>
        </Card>
      )}
    </>
  );
}
