import { useEffect, useState } from 'react';
import { Copy, ExternalLink, Share2 } from 'lucide-react';
import { Button } from '@bestelklaar/design-system';
import styles from './Home.module.css';

/** How long 'Gekopieerd' stays: long enough to read, short enough to copy again and see it again. */
const COPIED_MS = 3000;

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * What an owner does first with a live shop: order in it as a customer would (in a new tab, the dashboard
 * stays), and hand its address on: copied, or shared through the device's own share sheet where it has one.
 */
export function ShopLinkActions({ shopUrl, shopName }: { shopUrl: string; shopName: string }) {
  const [copy, setCopy] = useState<CopyState>('idle');
  const canShare = typeof navigator.share === 'function';

  useEffect(() => {
    if (copy !== 'copied') return;
    const timer = window.setTimeout(() => setCopy('idle'), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copy]);

  const copyLink = () =>
    navigator.clipboard.writeText(shopUrl).then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );

  const share = () =>
    // Closing the share sheet rejects; there is nothing to say about that.
    navigator.share({ title: shopName, url: shopUrl }).catch(() => undefined);

  return (
    <div className={styles.shopActions}>
      <Button asChild size="sm">
        <a href={shopUrl} target="_blank" rel="noopener noreferrer">
          <ExternalLink aria-hidden size={16} /> Plaats een testbestelling
        </a>
      </Button>
      <Button variant="secondary" size="sm" onClick={() => void copyLink()}>
        <Copy aria-hidden size={16} /> Kopieer link
      </Button>
      {canShare && (
        <Button variant="secondary" size="sm" onClick={() => void share()}>
          <Share2 aria-hidden size={16} /> Deel link
        </Button>
      )}
      <p role="status" className={styles.copyStatus}>
        {copy === 'copied' && 'Gekopieerd'}
        {copy === 'failed' && 'Kopiëren lukte niet: selecteer de link hierboven en kopieer hem zelf.'}
      </p>
    </div>
  );
}
