import { useState } from 'react';
import type { PublicShopInfoView } from '@bestelklaar/domain';
import styles from './ShopLayout.module.css';

/** The shop's logo, or its name when it has none (or the logo cannot be loaded). */
export function ShopName({ info }: { info: Pick<PublicShopInfoView, 'shopName' | 'shopLogoUrl'> }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (!info.shopLogoUrl || info.shopLogoUrl === failedUrl)
    return <span className={styles.shopName}>{info.shopName}</span>;
  return (
    <img
      src={info.shopLogoUrl}
      alt={info.shopName}
      className={styles.shopLogo}
      height={40}
      decoding="async"
      onError={() => {
        console.warn(`Het logo van de webshop kon niet worden geladen: ${info.shopLogoUrl}`);
        setFailedUrl(info.shopLogoUrl);
      }}
    />
  );
}
