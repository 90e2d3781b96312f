import { Text } from '@react-email/components';
import { formatMoney, knownTranslation, textsIn } from '@bestelklaar/domain';
import type { OrderDocument } from '../order-document';
import { MAIL_TEXTS } from './mail-texts';
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
  /** The customer cancelled it on the order's page: the mail confirms that, without a shop's reason. */
  byCustomer?: boolean;
}

/**
 * To the customer when the shop cancels the order or refunds part of it: how much, and why, in the
 * order's language (the shop's reason as the shop wrote it; one of ours, such as the system's
 * 'De zaak bevestigde je bestelling niet op tijd', in the customer's language). A cancel comes with the calendar
 * event's cancel, which takes the pickup out of the customer's calendar.
 */
export function OrderRefundMail({ document, cancelled, amount, reason, byCustomer = false }: Props) {
  const { language } = document;
  const texts = textsIn(MAIL_TEXTS, language);
  const { shopName } = document.shop;
  const what = byCustomer
    ? texts.cancelledByYouNews(shopName, document.number)
    : cancelled
      ? texts.cancelledNews(shopName, document.number)
      : texts.refundedNews(shopName, document.number);
  const amountBack = texts.amountBack(formatMoney(amount, language));
  return (
    <OrderMailLayout
      shop={document.shop}
      language={language}
      pageUrl={document.pageUrl}
      title={cancelled ? texts.cancelledTitle : texts.refundedTitle}
      preview={`${what} ${amountBack}`}
    >
      <Text style={styles.text}>{texts.hello(document.customer.name, what)}</Text>
      {byCustomer ? null : (
        <Text style={styles.text}>{texts.reason(knownTranslation(reason, language) ?? reason)}</Text>
      )}
      <Text style={styles.pickup}>{amountBack}</Text>
      <Text style={styles.text}>{texts.whereTheMoneyGoes}</Text>
      {cancelled ? null : <OrderHeadline document={document} language={language} />}
      <Text style={styles.text}>
        {cancelled ? `${texts.calendarCancelled} ${texts.questions(shopName)}` : texts.questions(shopName)}
      </Text>
    </OrderMailLayout>
  );
}
