import { Link, Text } from '@react-email/components';
import { ownerTexts } from '@bestelklaar/domain';
import type { OrderDocument } from '../order-document';
import { SHOP_MAIL_TEXTS } from './mail-texts';
import { OrderMailLayout } from './order-mail-layout';
import { styles } from './order-mail-styles';
import { OrderHeadline, OrderSummary } from './order-summary';

/**
 * 'Bestelling 123 is nog niet gezien': to the shop's contact address when nobody tapped 'Gezien'
 * within the shop's reminder minutes, with the order and a link to the orders screen; Dutch, as the
 * dashboard.
 */
export function NotSeenMail({ document }: { document: OrderDocument }) {
  const texts = ownerTexts(SHOP_MAIL_TEXTS);
  const { unseenReminderMinutes: minutes, ordersUrl } = document.attention;
  return (
    <OrderMailLayout
      shop={document.shop}
      language="nl"
      title={texts.notSeenTitle}
      preview={texts.notSeenPreview(document.number, minutes)}
    >
      <Text style={styles.text}>{texts.notSeenNews(document.number, document.customer.name, minutes)}</Text>
      <Text style={styles.text}>
        <Link href={ordersUrl} style={styles.pageLink}>
          {texts.openDashboard}
        </Link>
      </Text>
      <OrderHeadline document={document} language="nl" />
      <OrderSummary document={document} language="nl" reader="shop" />
    </OrderMailLayout>
  );
}
