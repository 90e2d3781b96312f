import { Alert, Button } from '@bestelklaar/design-system';
import { messageOf } from '../../api/api-error';
import { useSwitchShop, type MemberShop } from '../../api/shops-api';
import { ROLE_NAMES } from '../../lib/role-names';
import styles from './AuthCard.module.css';

export interface ShopChoiceProps {
  shops: readonly MemberShop[];
  /** The shop the new session is in already: choosing it needs no switch. */
  currentShopId: string | undefined;
  onChosen(): void;
}

/** After login, for a person who works in more than one shop: which one to open. */
export function ShopChoice({ shops, currentShopId, onChosen }: ShopChoiceProps) {
  const switchShop = useSwitchShop();
  const choose = (shopId: string) =>
    shopId === currentShopId ? onChosen() : switchShop.mutate(shopId, { onSuccess: onChosen });

  return (
    <div className={styles.form}>
      <p className={styles.note}>Je werkt in meer dan één zaak. Welke wil je openen?</p>
      {switchShop.isError && (
        <Alert tone="error">
          {messageOf(switchShop.error, 'Wisselen van zaak is mislukt. Probeer het opnieuw.')}
        </Alert>
      )}
      <ul className={styles.shops} aria-label="Je zaken">
        {shops.map((shop) => (
          <li key={shop.shopId}>
            <Button
              variant="secondary"
              fullWidth
              loading={switchShop.isPending && switchShop.variables === shop.shopId}
              disabled={switchShop.isPending}
              onClick={() => choose(shop.shopId)}
            >
              {shop.shopName} · {ROLE_NAMES[shop.role]}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
