import { textsIn } from '@bestelklaar/domain';
import { Text } from '@react-email/components';
import type { OrderDocument } from '../order-document';
import { MAIL_TEXTS } from './mail-texts';
import { OrderMailLayout } from './order-mail-layout';
import { styles } from './order-mail-styles';
import { OrderHeadline, OrderSummary } from './order-summary';

/** 'Bevestiging': to the customer once the order is paid, in the order's language. */
export function OrderConfirmationMail({ document }: { document: OrderDocument }) {
  const { language } = document;
  const texts = textsIn(MAIL_TEXTS, language);
  const { shopName } = document.shop;
  return (
    <OrderMailLayout
      shop={document.shop}
      language={language}
      pageUrl={document.pageUrl}
      title={texts.confirmationTitle}
      preview={texts.confirmationPreview(document.number, shopName)}
    >
      <Text style={styles.text}>{texts.hello(document.customer.name, texts.confirmationNews(shopName))}</Text>
      <OrderHeadline document={document} language={language} />
      <OrderSummary document={document} language={language} reader="customer" />
      <Text style={styles.text}>{`${texts.calendarAttached} ${texts.questions(shopName)}`}</Text>
    </OrderMailLayout>
  );
}
