import { Text } from '@react-email/components';
import { formatEuros } from '@bestelklaar/domain';
import type { OrderDocument } from '../order-document';
import { OrderMailLayout } from './order-mail-layout';
import { styles } from './order-mail-styles';
import { OrderHeadline } from './order-summary';

interface Props {
  document: OrderDocument;
  /** Cancelled, or refunded in part (the order stands). */
  cancelled: boolean;
  /** What goes back, in euros. */
  amount: number;
  reason: string;
}

/** To the customer when the shop cancels the order or refunds part of it: how much, and why. */
export function OrderRefundMail({ document, cancelled, amount, reason }: Props) {
  const { shopName } = document.shop;
  const what = cancelled
    ? `${shopName} heeft je bestelling #${document.number} geannuleerd.`
    : `${shopName} betaalt een deel van je bestelling #${document.number} terug.`;
  return (
    <OrderMailLayout
      shop={document.shop}
      pageUrl={document.pageUrl}
      title={cancelled ? 'Je bestelling is geannuleerd' : 'Je bestelling is gedeeltelijk terugbetaald'}
      preview={`${what} Je krijgt ${formatEuros(amount)} terug.`}
    >
      <Text style={styles.text}>{`Dag ${document.customer.name}, ${what}`}</Text>
      <Text style={styles.text}>{`Reden: ${reason}`}</Text>
      <Text style={styles.pickup}>{`Je krijgt ${formatEuros(amount)} terug.`}</Text>
      <Text style={styles.text}>
        Het bedrag gaat terug naar de rekening of kaart waarmee je betaalde; het kan enkele werkdagen duren
        voor je het ziet.
      </Text>
      {cancelled ? null : <OrderHeadline document={document} />}
      <Text style={styles.text}>{`Vragen? Neem contact op met ${shopName}.`}</Text>
    </OrderMailLayout>
  );
}
