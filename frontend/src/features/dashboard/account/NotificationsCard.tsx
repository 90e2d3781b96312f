import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BellRing } from 'lucide-react';
import { Alert, Button, Card, Spinner } from '@bestelklaar/design-system';
import { messageOf } from '../../../api/api-error';
import {
  deviceEndpoint,
  devicePush,
  subscribeDevice,
  unsubscribeDevice,
  type DevicePush,
} from './device-push';
import { forgetSubscription, PUSH_FALLBACKS, pushPublicKey, saveSubscription } from './push-api';
import styles from './AccountPage.module.css';

/** The browser's own state, not the server's: read again when the person comes back to the tab. */
const devicePushKey = ['device-push'] as const;

/** What turning on ended in, besides 'on'. */
type TurnedOn = DevicePush | { kind: 'dismissed' };

/**
 * 'Meldingen op dit toestel': a notification on this device for every new order and every order
 * not seen in time, also while no dashboard is open. The browser asks the person's permission; the
 * card says so plainly when the browser cannot, or when notifications are blocked.
 */
export function NotificationsCard() {
  const queryClient = useQueryClient();
  const device = useQuery({
    queryKey: devicePushKey,
    queryFn: devicePush,
    retry: false,
    // Allowed in the browser's settings meanwhile: seen on coming back.
    refetchOnWindowFocus: true,
  });
  const setDevice = (state: DevicePush) => queryClient.setQueryData(devicePushKey, state);

  const turnOn = useMutation({
    mutationFn: async (): Promise<TurnedOn> => {
      const asked = await subscribeDevice(await pushPublicKey());
      if ('refused' in asked) return { kind: asked.refused };
      try {
        await saveSubscription(asked.subscription);
      } catch (error) {
        // The server does not know this device: the browser should not think it is on either.
        await unsubscribeDevice();
        throw error;
      }
      return { kind: 'on', endpoint: asked.subscription.endpoint! };
    },
    onSuccess: (state) => {
      if (state.kind !== 'dismissed') setDevice(state);
    },
  });
  const turnOff = useMutation({
    mutationFn: async () => {
      const endpoint = await deviceEndpoint();
      if (endpoint) await forgetSubscription(endpoint);
      await unsubscribeDevice();
    },
    onSuccess: () => setDevice({ kind: 'off' }),
  });
  const dismissed = turnOn.data?.kind === 'dismissed';

  return (
    <Card title="Meldingen op dit toestel" icon={<BellRing aria-hidden />} headingLevel={2}>
      <div className={styles.stack}>
        {device.isPending ? (
          <Spinner label="Laden…" />
        ) : device.isError || device.data.kind === 'unsupported' ? (
          <Alert tone="info" title="Deze browser kan geen meldingen ontvangen">
            Gebruik een recente Chrome, Edge, Firefox of Safari op je computer of telefoon. Op een iPhone of
            iPad kan het alleen vanuit een app op je beginscherm.
          </Alert>
        ) : device.data.kind === 'denied' ? (
          <Alert tone="warning" title="Je browser blokkeert meldingen van Bestelklaar">
            Sta meldingen toe in de instellingen van je browser (bij het slotje naast het adres) en kom daarna
            terug naar deze pagina.
          </Alert>
        ) : device.data.kind === 'on' ? (
          <>
            <Alert tone="success" title="Meldingen staan aan op dit toestel">
              Je krijgt een melding bij elke nieuwe bestelling en als een bestelling niet op tijd gezien is.
            </Alert>
            {turnOff.isError && <Alert tone="error">{messageOf(turnOff.error, PUSH_FALLBACKS.off)}</Alert>}
            <div>
              <Button variant="secondary" loading={turnOff.isPending} onClick={() => turnOff.mutate()}>
                Uitzetten
              </Button>
            </div>
          </>
        ) : (
          <>
            <p className={styles.note}>
              Krijg een melding op dit toestel bij elke nieuwe bestelling en als een bestelling niet op tijd
              gezien is, ook als Bestelklaar niet openstaat. Je browser vraagt eerst om toestemming.
            </p>
            {dismissed && (
              <Alert tone="info">
                Je browser kreeg geen toestemming. Klik opnieuw op ‘Meldingen aanzetten’ en kies ‘Toestaan’.
              </Alert>
            )}
            {turnOn.isError && <Alert tone="error">{messageOf(turnOn.error, PUSH_FALLBACKS.on)}</Alert>}
            <div>
              <Button loading={turnOn.isPending} onClick={() => turnOn.mutate()}>
                Meldingen aanzetten
              </Button>
            </div>
          </>
        )}
      </div>
    </Card>
  );
}
