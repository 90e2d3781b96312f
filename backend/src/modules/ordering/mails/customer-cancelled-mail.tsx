import { Text } from '@react-email/components';
import { formatMoney, ownerTexts } from '@bestelklaar/domain';
import type { OrderDocument } from '../order-document';
import { SHOP_MAIL_TEXTS } from './mail-texts';
import { OrderMailLayout } from './order-mail-layout';
import { styles } from './order-mail-styles';
import { OrderHeadline, OrderSummary } from './order-summary';

/**
 * 'Bestelling geannuleerd door de klant': the shop's word that a customer cancelled their paid
 * order themselves, so nobody prepares it; Dutch, as the dashboard.
 */
export function CustomerCancelledMail({ document }: { document: OrderDocument }) {
  const { customer } = document;
  const texts = ownerTexts(SHOP_MAIL_TEXTS);
  return (
    <OrderMailLayout
      shop={document.shop}
      language="nl"
      title={texts.customerCancelledTitle}
      preview={texts.customerCancelledPreview(document.number, customer.name)}
    >
      <Text style={styles.text}>
        {texts.customerCancelledNews(document.number, customer.name)}
        <br />
        {texts.phone(customer.phone)}
        <br />
        {texts.email(customer.email)}
      </Text>
      <Text style={styles.pickup}>{texts.refundedToCustomer(formatMoney(document.refunded, 'nl'))}</Text>
      <OrderHeadline document={document} language="nl" />
      <OrderSummary document={document} language="nl" reader="shop" />
    </OrderMailLayout>
  );
}
