import { useSearchParams } from 'react-router';
import { Pencil } from 'lucide-react';
import { Alert, Button, Modal, Spinner, useToast } from '@bestelklaar/design-system';
import { messageOf } from '../../../api/api-error';
import { useSettings } from '../dashboard-api';
import { PageHeader } from '../PageHeader';
import { SettingsForm } from './SettingsForm';
import { SettingsTable } from './SettingsTable';

/** /dashboard/instellingen; ?edit=true opens the edit dialog, and closing it removes the flag. */
export function Component() {
  const settings = useSettings();
  const toast = useToast();
  const [searchParams, setSearchParams] = useSearchParams();
  const editing = searchParams.get('edit') === 'true';

  const setEditing = (open: boolean) =>
    setSearchParams(
      (params) => {
        if (open) params.set('edit', 'true');
        else params.delete('edit');
        return params;
      },
      { replace: true },
    );

  return (
    <>
      <PageHeader
        title="Instellingen"
        actions={
          settings.data && (
            <Button onClick={() => setEditing(true)}>
              <Pencil aria-hidden size={18} /> Bewerken
            </Button>
          )
        }
      />
      {settings.isPending && <Spinner label="Instellingen laden…" />}
      {settings.isError && (
        <Alert tone="error">
          {messageOf(settings.error, 'Er is een fout opgetreden bij het laden van de gegevens')}
        </Alert>
      )}
      {settings.data && <SettingsTable settings={settings.data} />}
      {settings.data && (
        <Modal open={editing} onOpenChange={setEditing} title="Instellingen bewerken" size="lg">
          <SettingsForm
            settings={settings.data}
            onCancel={() => setEditing(false)}
            onSaved={({ warning }) => {
              setEditing(false);
              if (warning)
                toast.show({ title: 'Let op', description: warning, tone: 'info', durationMs: 8000 });
            }}
          />
        </Modal>
      )}
    </>
  );
}
