import { textsIn } from '@bestelklaar/domain';
import { Text } from '@react-email/components';
import type { OrderDocument } from '../order-document';
import { MAIL_TEXTS } from './mail-texts';
import { OrderMailLayout } from './order-mail-layout';
import { styles } from './order-mail-styles';
import { OrderHeadline, OrderSummary } from './order-summary';

/** 'Klaar voor afhaling': to the customer when the shop marks the order ready, in the order's language. */
export function OrderReadyMail({ document }: { document: OrderDocument }) {
  const { language } = document;
  const texts = textsIn(MAIL_TEXTS, language);
  const { shopName, shopAddress } = document.shop;
  return (
    <OrderMailLayout
      shop={document.shop}
      language={language}
      pageUrl={document.pageUrl}
      title={texts.readyTitle}
      preview={texts.readyPreview(document.number, shopName)}
    >
      <Text style={styles.text}>
        {texts.hello(document.customer.name, texts.readyNews(shopName, shopAddress))}
      </Text>
      <OrderHeadline document={document} language={language} />
      <OrderSummary document={document} language={language} reader="customer" />
    </OrderMailLayout>
  );
}
