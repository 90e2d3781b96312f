import { useId, useState, type FormEvent } from 'react';
import { Alert, Button, Spinner, Switch, TextField, useToast } from '@bestelklaar/design-system';
import {
  CUSTOMER_CANCEL_HOURS,
  problemOf,
  readCustomerCancelHours,
  type CustomerCancelPolicy,
} from '@bestelklaar/domain';
import { ApiError, messageOf } from '../../../api/api-error';
import { useCustomerCancelPolicy, useSaveCustomerCancelPolicy } from './customer-cancel-api';
import styles from './CustomerCancelSettings.module.css';

/**
 * 'Annuleren door de klant': whether customers may cancel their own paid order on its page, and
 * until how many hours before pickup. Its own small form: the rule is the domain's, as the server's.
 */
export function CustomerCancelSettings() {
  const policy = useCustomerCancelPolicy();
  if (policy.isPending) return <Spinner label="Annuleerinstelling laden…" />;
  if (policy.isError)
    return (
      <Alert tone="error">
        {messageOf(policy.error, 'Er is een fout opgetreden bij het laden van de gegevens')}
      </Alert>
    );
  return <CustomerCancelForm saved={policy.data} />;
}

function CustomerCancelForm({ saved }: { saved: CustomerCancelPolicy }) {
  const headingId = useId();
  const toast = useToast();
  const save = useSaveCustomerCancelPolicy();
  const [allowed, setAllowed] = useState(saved.customerCancelAllowed);
  const [hours, setHours] = useState(String(saved.customerCancelHoursBeforePickup));
  const [hoursError, setHoursError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readCustomerCancelHours(hours);
    setHoursError(problemOf(read));
    if (!read.ok) return;
    save.mutate(
      { customerCancelAllowed: allowed, customerCancelHoursBeforePickup: read.value },
      {
        onSuccess: () => toast.show({ title: 'Opgeslagen', tone: 'success' }),
        onError: (error) => {
          if (error instanceof ApiError) setHoursError(error.fields.customerCancelHoursBeforePickup);
        },
      },
    );
  };

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        Annuleren door de klant
      </h2>
      <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={headingId}>
        <Switch
          label="Klanten mogen zelf annuleren"
          hint="Op de pagina van hun bestelling, met 'Bestelling annuleren'. Ze krijgen meteen alles terug; jij krijgt een e-mail."
          checked={allowed}
          onCheckedChange={setAllowed}
        />
        <TextField
          label="Tot hoeveel uur voor het afhalen"
          inputMode="numeric"
          hint={`Een geheel aantal uren van ${CUSTOMER_CANCEL_HOURS.min} tot ${CUSTOMER_CANCEL_HOURS.max}, gerekend tot het begin van het gekozen tijdslot.`}
          value={hours}
          onChange={(event) => setHours(event.target.value)}
          error={hoursError}
          disabled={!allowed}
        />
        {save.isError && !hoursError && (
          <Alert tone="error">
            {messageOf(save.error, 'Er is iets misgegaan tijdens het opslaan van de instellingen.')}
          </Alert>
        )}
        <div>
          <Button type="submit" loading={save.isPending}>
            Opslaan
          </Button>
        </div>
      </form>
    </section>
  );
}
