import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Pencil } from 'lucide-react';
import { Alert, Button, Spinner, useToast } from '@bestelklaar/design-system';
import { messageOf } from '../../../api/api-error';
import { useSettings } from '../shared/dashboard-api';
import { PageHeader } from '../shared/PageHeader';
import { CustomerCancelSettings } from './CustomerCancelSettings';
import { SettingsFormDialog } from './SettingsFormDialog';
import { SettingsTable } from './SettingsTable';

/** /dashboard/instellingen; ?edit=true opens the edit dialog, and closing it removes the flag. */
export function Component() {
  const settings = useSettings();
  const toast = useToast();
  const [searchParams, setSearchParams] = useSearchParams();
  const editing = searchParams.get('edit') === 'true';
  // A fresh form for every opening, with the settings as they are then.
  const [formKey, setFormKey] = useState(0);

  const setEditing = (open: boolean) => {
    if (open) setFormKey((key) => key + 1);
    setSearchParams(
      (params) => {
        if (open) params.set('edit', 'true');
        else params.delete('edit');
        return params;
      },
      { replace: true },
    );
  };

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
      {settings.data && <CustomerCancelSettings />}
      {settings.data && (
        <SettingsFormDialog
          key={formKey}
          settings={settings.data}
          open={editing}
          onOpenChange={setEditing}
          onSaved={({ warning }) => {
            setEditing(false);
            if (warning)
              toast.show({ title: 'Let op', description: warning, tone: 'info', durationMs: 8000 });
          }}
        />
      )}
    </>
  );
}
