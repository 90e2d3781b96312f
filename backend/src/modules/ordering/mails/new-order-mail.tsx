import { Text } from '@react-email/components';
import { ownerTexts } from '@bestelklaar/domain';
import type { OrderDocument } from '../order-document';
import { SHOP_MAIL_TEXTS } from './mail-texts';
import { OrderMailLayout } from './order-mail-layout';
import { styles } from './order-mail-styles';
import { OrderHeadline, OrderSummary } from './order-summary';

/** 'Nieuwe bestelling': the shop's copy of a paid order, with the customer's contact details; Dutch, as the dashboard. */
export function NewOrderMail({ document }: { document: OrderDocument }) {
  const { customer } = document;
  const texts = ownerTexts(SHOP_MAIL_TEXTS);
  return (
    <OrderMailLayout
      shop={document.shop}
      language="nl"
      title={texts.newOrderTitle}
      preview={texts.newOrderPreview(document.number, customer.name)}
    >
      <Text style={styles.text}>
        {texts.newOrderNews(customer.name)}
        <br />
        {texts.phone(customer.phone)}
        <br />
        {texts.email(customer.email)}
      </Text>
      <OrderHeadline document={document} language="nl" />
      <OrderSummary document={document} language="nl" reader="shop" />
    </OrderMailLayout>
  );
}
