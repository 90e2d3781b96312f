import { useNavigate } from 'react-router';
import { Select, useToast } from '@bestelklaar/design-system';
import { messageOf } from '../../api/api-error';
import { getToken } from '../../lib/session';
import { currentShop, shopNameOf, useShops, useSwitchShop } from '../../api/shops-api';
import styles from './DashboardLayout.module.css';

/**
 * 'Zaak' in the dashboard's header, for a person who works in more than one shop: choosing one moves
 * the session there, and the dashboard opens at its home with that shop's data.
 */
export function ShopSwitcher({ onSwitched }: { onSwitched(): void }) {
  const shops = useShops();
  const switchShop = useSwitchShop();
  const navigate = useNavigate();
  const toast = useToast();
  if (!shops.isSuccess || shops.data.length < 2) return null;
  const current = currentShop(shops.data, getToken());

  const choose = (shopId: string) => {
    if (shopId === current?.shopId) return;
    switchShop.mutate(shopId, {
      onSuccess: () => {
        onSwitched();
        void navigate('/dashboard');
        const shop = shops.data.find((candidate) => candidate.shopId === shopId);
        toast.show({
          title: `Je werkt nu in ${shop ? shopNameOf(shop) : 'de gekozen zaak'}`,
          tone: 'success',
        });
      },
      onError: (error) =>
        toast.show({
          title: 'Wisselen mislukt',
          description: messageOf(error, 'Wisselen van zaak is mislukt. Probeer het opnieuw.'),
          tone: 'error',
        }),
    });
  };

  return (
    <div className={styles.header}>
      <Select
        label="Zaak"
        className={styles.shopSwitcher}
        value={current?.shopId ?? ''}
        disabled={switchShop.isPending}
        options={[
          ...(current ? [] : [{ value: '', label: 'Kies een zaak', disabled: true }]),
          ...shops.data.map((shop) => ({ value: shop.shopId, label: shopNameOf(shop) })),
        ]}
        onChange={(event) => choose(event.target.value)}
      />
    </div>
  );
}
