import { Text } from '@react-email/components';
import type { OrderDocument } from '../order-document';
import { OrderMailLayout } from './order-mail-layout';
import { styles } from './order-mail-styles';
import { OrderHeadline, OrderSummary } from './order-summary';

/** 'Klaar voor afhaling': to the customer when the shop marks the order ready. */
export function OrderReadyMail({ document }: { document: OrderDocument }) {
  return (
    <OrderMailLayout
      shop={document.shop}
      pageUrl={document.pageUrl}
      title="Je bestelling is klaar voor afhaling"
      preview={`Bestelling #${document.number} ligt klaar bij ${document.shop.shopName}.`}
    >
      <Text style={styles.text}>
        {`Dag ${document.customer.name}, je bestelling ligt klaar. Je kunt ze afhalen bij ${document.shop.shopName}, ${document.shop.shopAddress}.`}
      </Text>
      <OrderHeadline document={document} />
      <OrderSummary document={document} />
    </OrderMailLayout>
  );
}
