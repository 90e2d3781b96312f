import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useRef, useState } from 'react';
import { useParams } from '../../lib/navigation';
import { CircleAlert, Store } from 'lucide-react';
import { Button, EmptyState, LoadingOverlay } from '@bestelklaar/design-system';
import { discountRulesFromPublicView, type ShopItem, type StorefrontView } from '@bestelklaar/domain';
import { messageOf } from '../../api/api-error';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useHydrated } from '../../lib/use-hydrated';
import { avoidedTraces } from './allergens/allergen-filter';
import { AllergenFilterBar } from './allergens/AllergenFilterBar';
import { filterSections } from './allergens/filter-sections';
import { useAllergenFilter } from './allergens/use-allergen-filter';
import { CartButton, CartPanel, CartProvider, useCart } from './cart';
import { cardPrice } from './card-price';
import { CART_COLUMN_ID } from './cart-column';
import { CollectionTabs } from './CollectionTabs';
import { ItemDialog } from './item';
import { ItemSection } from './ItemSection';
import { PendingPaymentCheck } from './order/PendingPaymentCheck';
import { prefersReducedMotion } from './motion';
import { ShopHeader } from './ShopHeader';
import { ShopNotices } from './ShopNotices';
import { firstScreenOf, shopSections, type ShopSection } from './shop-sections';
import { isUnknownShop, useStorefront } from './storefront-api';
import { useActiveSection } from './use-active-section';
import { useFirstScreenReady } from './use-first-screen-ready';
import styles from './ShopPage.module.css';

/** The first cards' photos load at once with the page; the rest as they come near. */
const EAGER_CARD_IMAGES = 3;
/** How many items the server renders: a phone's first screen and more; the rest follow in the browser. */
const FIRST_SCREEN_ITEMS = 12;

const sectionElementId = (sectionId: string) => `collectie-${sectionId}`;

/**
 * A shop's page: its header, its collections as tabs and sections of items, and the cart (a column
 * on wide screens, a button on narrow ones). Until the data and the first screen's photos are there,
 * an overlay says the table is being laid.
 */
export function Component() {
  const { t } = useLingui();
  const { shop = '' } = useParams();
  const storefront = useStorefront(shop);
  useDocumentTitle(storefront.data?.info.shopName ?? shop);
  const content = useRef<HTMLDivElement>(null);
  const imagesReady = useFirstScreenReady(content, storefront.data !== undefined, shop);
  const loading = storefront.isPending || (storefront.data !== undefined && !imagesReady);

  // The layout leads an unknown shop to /not-found.
  if (isUnknownShop(storefront.error)) return null;

  return (
    // The data attributes let public/boot.js reveal the server-rendered page before the app runs.
    <div className={styles.page} aria-busy={loading || undefined} data-shop-page={shop}>
      <LoadingOverlay visible={loading} label={t`We dekken de tafel voor je…`} />
      {storefront.data ? (
        // Not made inert under the cover: that lasts 1.5 s at most and keeps pointers off, while
        // lifting inert restyles the whole page just as a phone's visitor starts to use it.
        <div ref={content} data-shop-content>
          <ShopContent storefront={storefront.data} />
        </div>
      ) : (
        storefront.isError && (
          <div role="alert">
            <EmptyState
              icon={<CircleAlert />}
              title={messageOf(storefront.error, t`Er is iets misgegaan tijdens het laden van de webshop.`)}
              description={t`Controleer je verbinding en probeer het opnieuw.`}
              action={
                <Button onClick={() => void storefront.refetch()} loading={storefront.isFetching}>
                  <Trans>Opnieuw proberen</Trans>
                </Button>
              }
            />
          </div>
        )
      )}
    </div>
  );
}

function ShopContent({ storefront }: { storefront: StorefrontView }) {
  const { t } = useLingui();
  const [openItem, setOpenItem] = useState<ShopItem | null>(null);
  const otherTitle = t`Overige`;
  const sections = useMemo(() => shopSections(storefront, otherTitle), [storefront, otherTitle]);

  return (
    <CartProvider storefront={storefront}>
      <div className={styles.layout}>
        <div className={styles.catalogue}>
          <ShopHeader storefront={storefront} />
          <ShopNotices storefront={storefront} />
          {sections.length === 0 ? (
            <EmptyState
              icon={<Store />}
              title={t`Nog niets te bestellen`}
              description={t`Deze webshop heeft nog geen producten of menu's. Kom later nog eens terug.`}
            />
          ) : (
            <Catalogue storefront={storefront} sections={sections} onOpen={setOpenItem} />
          )}
        </div>
        {/* The cart beside the items on a wide screen; on a narrow one, CartButton opens it. */}
        <div className={styles.cartColumn} id={CART_COLUMN_ID}>
          <CartPanel />
        </div>
      </div>
      {/* Marked, so the test-mode notice (ShopLayout) can stand clear of it. */}
      <div data-cart-button>
        <CartButton />
      </div>
      <ItemDialog item={openItem} onClose={() => setOpenItem(null)} />
      <PendingPaymentCheck />
    </CartProvider>
  );
}

interface CatalogueProps {
  storefront: StorefrontView;
  sections: readonly ShopSection[];
  onOpen(item: ShopItem): void;
}

/** The allergen filter, the collection tabs and the sections they lead to. */
function Catalogue({ storefront, sections: allSections, onOpen }: CatalogueProps) {
  const { add } = useCart();
  const { shop = '' } = useParams();
  const [filter, setFilter] = useAllergenFilter(shop);
  const { sections, hiddenCount } = useMemo(() => filterSections(allSections, filter), [allSections, filter]);
  const rules = useMemo(() => discountRulesFromPublicView(storefront.discounts), [storefront.discounts]);
  const elementIds = useMemo(() => sections.map((section) => sectionElementId(section.id)), [sections]);
  const { active, select } = useActiveSection(elementIds);
  // The server's page holds the first screen; the rest is added once the app has taken it over.
  const hydrated = useHydrated();
  const shown = useMemo(
    () => (hydrated ? sections : firstScreenOf(sections, FIRST_SCREEN_ITEMS)),
    [hydrated, sections],
  );

  const goTo = (elementId: string) => {
    select(elementId);
    const section = document.getElementById(elementId);
    section?.scrollIntoView?.({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    // Keyboard users continue in the section they chose.
    section?.focus({ preventScroll: true });
  };

  let itemsBefore = 0;
  return (
    <>
      <AllergenFilterBar filter={filter} onChange={setFilter} hiddenCount={hiddenCount} />
      <CollectionTabs sections={sections} elementIdOf={sectionElementId} active={active} onSelect={goTo} />
      {shown.map((section) => {
        const eagerImages = Math.max(0, EAGER_CARD_IMAGES - itemsBefore);
        itemsBefore += section.items.length;
        return (
          <ItemSection
            key={section.id}
            section={section}
            elementId={sectionElementId(section.id)}
            priceOf={(item) => cardPrice(item, rules, storefront.today)}
            eagerImages={eagerImages}
            onOpen={onOpen}
            onAdd={(item) => add(item)}
            allergensComplete={storefront.info.allergenInfoComplete}
            avoidedTracesOf={(item) => avoidedTraces(item, filter)}
          />
        );
      })}
    </>
  );
}
