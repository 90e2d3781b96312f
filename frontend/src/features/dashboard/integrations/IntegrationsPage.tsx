import { useState } from 'react';
import { Plug, Send, Trash2 } from 'lucide-react';
import {
  Alert,
  Badge,
  Button,
  ConfirmDialog,
  EmptyState,
  IconButton,
  Spinner,
  Switch,
  useToast,
  VisuallyHidden,
} from '@bestelklaar/design-system';
import { messageOf } from '../../../api/api-error';
import { useShopTimeZone } from '../shared/dashboard-api';
import { formatReceived } from '../shared/order-format';
import { LoadState } from '../shared/LoadState';
import { PageHeader } from '../shared/PageHeader';
import { AddWebhookDialog } from './AddWebhookDialog';
import { DELIVERY_TYPE_NAMES, EVENT_NAMES, STATUS_NAMES } from './event-names';
import {
  INTEGRATION_FALLBACKS,
  useChangeWebhook,
  useDeliveries,
  useRemoveWebhook,
  useRetryDelivery,
  useSendTest,
  useWebhooks,
  type WebhookEndpointView,
} from './integrations-api';
import styles from './IntegrationsPage.module.css';

function formatInstant(instant: string, timeZone: string): string {
  const { date, time } = formatReceived(instant, timeZone);
  return `${date} om ${time}`;
}

const STATUS_TONES = { pending: 'neutral', delivered: 'success', failed: 'warning', dead: 'danger' } as const;

/** /dashboard/koppelingen (owners): the shop's webhook endpoints and what was sent to each. */
export function Component() {
  const webhooks = useWebhooks();
  const toast = useToast();
  const change = useChangeWebhook();
  const remove = useRemoveWebhook();
  const sendTest = useSendTest();
  const [adding, setAdding] = useState({ open: false, key: 0 });
  const [removing, setRemoving] = useState<{ open: boolean; endpoint?: WebhookEndpointView }>({
    open: false,
  });
  const [shown, setShown] = useState<string>();

  const addButton = (
    <Button onClick={() => setAdding((state) => ({ open: true, key: state.key + 1 }))}>
      <Plug aria-hidden size={18} /> Webhook toevoegen
    </Button>
  );

  const onToggle = (endpoint: WebhookEndpointView, enabled: boolean) =>
    change.mutate(
      { endpointId: endpoint.endpointId, change: { enabled } },
      {
        onSuccess: () =>
          toast.show({ title: enabled ? 'Webhook staat aan' : 'Webhook staat uit', tone: 'success' }),
        onError: (error) =>
          toast.show({
            title: 'Niet gewijzigd',
            description: messageOf(error, INTEGRATION_FALLBACKS.change),
            tone: 'error',
          }),
      },
    );

  const onTest = (endpoint: WebhookEndpointView) =>
    sendTest.mutate(endpoint.endpointId, {
      onSuccess: () => {
        setShown(endpoint.endpointId);
        toast.show({ title: 'Test verstuurd', tone: 'success' });
      },
      onError: (error) =>
        toast.show({
          title: 'Niet verstuurd',
          description: messageOf(error, INTEGRATION_FALLBACKS.test),
          tone: 'error',
        }),
    });

  const confirmRemove = () => {
    const endpoint = removing.endpoint!;
    remove.mutate(endpoint.endpointId, {
      onSuccess: () => {
        setRemoving((state) => ({ ...state, open: false }));
        toast.show({ title: 'Webhook verwijderd', tone: 'success' });
      },
    });
  };

  return (
    <>
      <PageHeader title="Koppelingen" actions={webhooks.isSuccess && addButton} />
      <LoadState query={webhooks} loading="Webhooks laden…" fallback={INTEGRATION_FALLBACKS.fetch} />
      {webhooks.isSuccess && (
        <section className={styles.section} aria-labelledby="koppelingen-webhooks">
          <h2 id="koppelingen-webhooks" className={styles.heading}>
            Webhooks
          </h2>
          {webhooks.data.length === 0 ? (
            <EmptyState
              icon={<Plug />}
              title="Nog geen webhooks"
              description="Een webhook stuurt je kassa of boekhouding elke betaalde, klaargezette of opgehaalde bestelling."
              action={addButton}
            />
          ) : (
            <ul className={styles.list}>
              {webhooks.data.map((endpoint) => (
                <li key={endpoint.endpointId} className={styles.row}>
                  <div className={styles.who}>
                    <span className={styles.url}>{endpoint.url}</span>
                    <span className={styles.muted}>
                      {endpoint.events.map((event) => EVENT_NAMES[event]).join(', ')}
                    </span>
                    {endpoint.disabledReason && <Alert tone="warning">{endpoint.disabledReason}</Alert>}
                  </div>
                  <div className={styles.actions}>
                    <Switch
                      label={
                        <>
                          Aan<VisuallyHidden> voor {endpoint.url}</VisuallyHidden>
                        </>
                      }
                      checked={endpoint.enabled}
                      disabled={change.isPending}
                      onCheckedChange={(enabled) => onToggle(endpoint, enabled)}
                    />
                    <Button
                      variant="secondary"
                      size="sm"
                      loading={sendTest.isPending && sendTest.variables === endpoint.endpointId}
                      onClick={() => onTest(endpoint)}
                    >
                      <Send aria-hidden size={16} /> Test versturen
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-expanded={shown === endpoint.endpointId}
                      onClick={() =>
                        setShown(shown === endpoint.endpointId ? undefined : endpoint.endpointId)
                      }
                    >
                      Leveringen
                    </Button>
                    <IconButton
                      label={`Webhook ${endpoint.url} verwijderen`}
                      icon={<Trash2 />}
                      variant="danger-outline"
                      onClick={() => {
                        remove.reset();
                        setRemoving({ open: true, endpoint });
                      }}
                    />
                  </div>
                  {shown === endpoint.endpointId && <Deliveries endpointId={endpoint.endpointId} />}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      <AddWebhookDialog
        key={adding.key}
        open={adding.open}
        onOpenChange={(open) => setAdding((state) => ({ ...state, open }))}
      />
      <ConfirmDialog
        open={removing.open}
        onOpenChange={(open) => !open && setRemoving((state) => ({ ...state, open: false }))}
        title="Webhook verwijderen"
        message={
          <>
            {remove.isError && (
              <Alert tone="error">{messageOf(remove.error, INTEGRATION_FALLBACKS.remove)}</Alert>
            )}
            <p>
              Weet je zeker dat je de webhook naar {removing.endpoint?.url ?? ''} wilt verwijderen? Er gaat
              dan niets meer naartoe, en de leveringen verdwijnen mee.
            </p>
          </>
        }
        confirmLabel="Verwijderen"
        onConfirm={confirmRemove}
        busy={remove.isPending}
      />
    </>
  );
}

/** What was sent to one endpoint, newest first, with 'Opnieuw verzenden' on each. */
function Deliveries({ endpointId }: { endpointId: string }) {
  const deliveries = useDeliveries(endpointId);
  const retry = useRetryDelivery();
  const timeZone = useShopTimeZone();
  const toast = useToast();
  if (deliveries.isPending) return <Spinner label="Leveringen laden…" />;
  if (deliveries.isError)
    return <Alert tone="error">{messageOf(deliveries.error, INTEGRATION_FALLBACKS.deliveries)}</Alert>;
  if (deliveries.data.items.length === 0) return <p className={styles.muted}>Nog niets verstuurd.</p>;
  return (
    <div className={styles.tableScroll} tabIndex={0} role="region" aria-label="Leveringen, schuift opzij">
      <table className={styles.deliveries} aria-label="Leveringen">
        <thead>
          <tr>
            <th scope="col">Gebeurtenis</th>
            <th scope="col">Status</th>
            <th scope="col">Antwoord</th>
            <th scope="col">Tijd</th>
            <th scope="col">Pogingen</th>
            <th scope="col">
              <span className={styles.hidden}>Actie</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {deliveries.data.items.map((delivery) => (
            <tr key={delivery.deliveryId}>
              <td>{DELIVERY_TYPE_NAMES[delivery.type]}</td>
              <td>
                <Badge tone={STATUS_TONES[delivery.status]}>{STATUS_NAMES[delivery.status]}</Badge>
              </td>
              <td>
                {delivery.lastStatusCode ?? delivery.lastError ?? '—'}
                {delivery.lastDurationMs !== null && ` (${delivery.lastDurationMs} ms)`}
              </td>
              <td>{formatInstant(delivery.createdAt, timeZone)}</td>
              <td>{delivery.attempts}</td>
              <td>
                <Button
                  variant="secondary"
                  size="sm"
                  loading={retry.isPending && retry.variables === delivery.deliveryId}
                  onClick={() =>
                    retry.mutate(delivery.deliveryId, {
                      onSuccess: () => toast.show({ title: 'Opnieuw verzonden', tone: 'success' }),
                      onError: (error) =>
                        toast.show({
                          title: 'Niet verzonden',
                          description: messageOf(error, INTEGRATION_FALLBACKS.retry),
                          tone: 'error',
                        }),
                    })
                  }
                >
                  Opnieuw verzenden
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
