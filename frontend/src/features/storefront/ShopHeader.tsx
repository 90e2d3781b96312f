import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { ExternalLink } from 'lucide-react';
import { Button, Disclosure } from '@bestelklaar/design-system';
import { imageSrcSet, type PublicShopInfoView, type StorefrontView } from '@bestelklaar/domain';
import { DiscountNote } from './DiscountNote';
import { BANNER_SIZES } from './image-sizes';
import { OpeningHours } from './OpeningHours';
import styles from './ShopHeader.module.css';

const isWebAddress = (url: string) => /^https?:\/\//i.test(url);

/** The shop's address, e-mail and mobile number, each with its label in the page's language. */
function useContactLines(info: PublicShopInfoView) {
  const { t } = useLingui();
  return [
    info.shopAddress && { label: t`Adres`, value: info.shopAddress },
    info.contactEmail && {
      label: t`E-mail`,
      value: <a href={`mailto:${info.contactEmail}`}>{info.contactEmail}</a>,
    },
    info.contactGsm && {
      label: t`Gsm`,
      value: <a href={`tel:${info.contactGsm.replace(/[^\d+]/g, '')}`}>{info.contactGsm}</a>,
    },
  ].filter((line) => !!line);
}

/**
 * The shop's banner, name and Website button, the running whole-shop discount's text, then
 * Informatie, Contact and Openingsuren to unfold.
 */
export function ShopHeader({
  storefront,
}: {
  storefront: Pick<StorefrontView, 'info' | 'openingHours' | 'today' | 'discounts'>;
}) {
  const { t } = useLingui();
  const { info, openingHours, today } = storefront;
  const [bannerFailed, setBannerFailed] = useState(false);
  const contact = useContactLines(info);

  const sections: { value: string; title: string; content: ReactNode }[] = [
    info.shopDescription && {
      value: 'informatie',
      title: t`Informatie`,
      content: <p className={styles.description}>{info.shopDescription}</p>,
    },
    contact.length > 0 && {
      value: 'contact',
      title: t`Contact`,
      content: (
        <dl className={styles.contact}>
          {contact.map((line) => (
            <div key={line.label}>
              <dt>{line.label}</dt>
              <dd>{line.value}</dd>
            </div>
          ))}
        </dl>
      ),
    },
    {
      value: 'openingsuren',
      title: t`Openingsuren`,
      content: <OpeningHours openingHours={openingHours} today={today} />,
    },
  ].filter((section) => !!section);

  return (
    <header className={styles.header}>
      {info.shopBannerUrl && !bannerFailed && (
        // The page's largest paint: fetched first, in the width the screen needs (the server's page preloads it).
        <img
          src={info.shopBannerUrl}
          srcSet={imageSrcSet(info.shopBannerUrl)}
          sizes={BANNER_SIZES}
          alt=""
          className={styles.banner}
          width={1280}
          height={400}
          fetchPriority="high"
          onError={() => {
            console.warn(`De banner van de webshop kon niet worden geladen: ${info.shopBannerUrl}`);
            setBannerFailed(true);
          }}
        />
      )}
      <div className={styles.intro}>
        <h1 className={styles.name}>{info.shopName}</h1>
        {isWebAddress(info.websiteUrl) && (
          <Button asChild variant="secondary" size="sm">
            <a href={info.websiteUrl} target="_blank" rel="noopener noreferrer">
              <Trans>Website</Trans>
              <ExternalLink aria-hidden="true" size={16} />
              <span className={styles.visuallyHidden}>
                {' '}
                <Trans>(opent in een nieuw tabblad)</Trans>
              </span>
            </a>
          </Button>
        )}
      </div>
      <DiscountNote storefront={storefront} className={styles.discount} />
      <div className={styles.details}>
        {sections.map((section) => (
          <Disclosure key={section.value} title={section.title} headingLevel={2}>
            {section.content}
          </Disclosure>
        ))}
      </div>
    </header>
  );
}
