import { useId, useState } from 'react';
import { Alert, Button, ChoiceList, Modal, TextField } from '@bestelklaar/design-system';
import { parseWebhookEndpoint, WEBHOOK_EVENTS, type WebhookEvent } from '@bestelklaar/domain';
import { ApiError, messageOf } from '../../../api/api-error';
import { EVENT_NAMES } from './event-names';
import { INTEGRATION_FALLBACKS, useCreateWebhook } from './integrations-api';
import styles from './IntegrationsPage.module.css';

export interface AddWebhookDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

const EVENT_OPTIONS = WEBHOOK_EVENTS.map((event) => ({ value: event, label: EVENT_NAMES[event] }));

/**
 * 'Webhook toevoegen': the address and the events, checked as the server checks them; then the
 * signing secret, shown this once. Give it a new key for every opening.
 */
export function AddWebhookDialog({ open, onOpenChange }: AddWebhookDialogProps) {
  const formId = useId();
  const create = useCreateWebhook();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<string[]>(['order.paid']);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [secret, setSecret] = useState<string>();

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const input = { url: url.trim(), events: events as WebhookEvent[] };
    // The browser allows http too; the server refuses it in production, with its own message.
    const parsed = parseWebhookEndpoint(input, { httpsOnly: false });
    if (!parsed.ok) return setErrors(parsed.errors);
    setErrors({});
    create.mutate(parsed.value, {
      onSuccess: (created) => setSecret(created.secret),
      onError: (error) => {
        if (error instanceof ApiError) setErrors(error.fields);
      },
    });
  };

  if (secret)
    return (
      <Modal
        open={open}
        onOpenChange={onOpenChange}
        title="Webhook toegevoegd"
        description="Bewaar dit geheim nu: je ziet het maar één keer. Je ontvanger controleert er elke levering mee."
        footer={<Button onClick={() => onOpenChange(false)}>Klaar</Button>}
      >
        <code className={styles.secret} data-testid="webhook-secret">
          {secret}
        </code>
      </Modal>
    );

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !create.isPending && onOpenChange(next)}
      title="Webhook toevoegen"
      description="We sturen elke gekozen gebeurtenis, ondertekend volgens Standard Webhooks, naar dit adres."
      footer={
        <>
          <Button
            type="button"
            variant="secondary"
            onClick={() => onOpenChange(false)}
            disabled={create.isPending}
          >
            Annuleren
          </Button>
          <Button type="submit" form={formId} loading={create.isPending}>
            Toevoegen
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} onSubmit={onSubmit} noValidate>
        {create.isError && !errors.url && !errors.events && (
          <Alert tone="error">{messageOf(create.error, INTEGRATION_FALLBACKS.create)}</Alert>
        )}
        <TextField
          label="Adres (URL)"
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://"
          required
          value={url}
          error={errors.url}
          onChange={(event) => setUrl(event.target.value)}
        />
        <ChoiceList
          label="Gebeurtenissen"
          type="multiple"
          options={EVENT_OPTIONS}
          value={events}
          onChange={setEvents}
          error={errors.events}
          required
        />
      </form>
    </Modal>
  );
}
