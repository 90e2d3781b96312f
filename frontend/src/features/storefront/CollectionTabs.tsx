import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { CollectionIcon, IconButton } from '@bestelklaar/design-system';
import { prefersReducedMotion } from './motion';
import type { ShopSection } from './shop-sections';
import styles from './CollectionTabs.module.css';

/** The spec: the arrows move the tabs 200 px a step. */
export const TAB_SCROLL_STEP = 200;

export interface CollectionTabsProps {
  sections: readonly ShopSection[];
  /** Element id of each section, by section id. */
  elementIdOf(sectionId: string): string;
  /** The current section's element id. */
  active: string | undefined;
  /** A tab was chosen: the section becomes current and the page scrolls to it. */
  onSelect(elementId: string): void;
}

/**
 * The shop's collections as a sticky row of links to their sections, the current one marked. When
 * the row is wider than the screen, arrows scroll it; the current tab is kept in view.
 */
export function CollectionTabs({ sections, elementIdOf, active, onSelect }: CollectionTabsProps) {
  const { t } = useLingui();
  const strip = useRef<HTMLUListElement>(null);
  const [overflow, setOverflow] = useState({ back: false, forward: false });

  const measure = useCallback(() => {
    const element = strip.current;
    if (!element) return;
    setOverflow({
      back: element.scrollLeft > 1,
      forward: element.scrollLeft + element.clientWidth < element.scrollWidth - 1,
    });
  }, []);

  useEffect(() => {
    const element = strip.current;
    if (!element) return;
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      element.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [measure, sections]);

  // The current tab stays in view, centred where the row allows.
  useEffect(() => {
    const element = strip.current;
    const tab = element?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!element || !tab) return;
    const left = tab.offsetLeft - (element.clientWidth - tab.offsetWidth) / 2;
    element.scrollTo?.({ left, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, [active]);

  const scrollBy = (direction: 1 | -1) =>
    strip.current?.scrollBy?.({
      left: direction * TAB_SCROLL_STEP,
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });

  const choose = (event: MouseEvent<HTMLAnchorElement>, elementId: string) => {
    event.preventDefault();
    onSelect(elementId);
  };

  const scrolls = overflow.back || overflow.forward;
  return (
    <nav className={styles.tabs} aria-label={t`Collecties`}>
      {scrolls && (
        <IconButton
          label={t`Vorige collecties`}
          icon={<ChevronLeft />}
          size="sm"
          className={styles.arrow}
          disabled={!overflow.back}
          onClick={() => scrollBy(-1)}
        />
      )}
      <ul ref={strip} className={styles.strip}>
        {sections.map((section) => {
          const elementId = elementIdOf(section.id);
          const current = elementId === active;
          return (
            <li key={section.id}>
              <a
                href={`#${elementId}`}
                className={styles.tab}
                aria-current={current ? 'true' : undefined}
                onClick={(event) => choose(event, elementId)}
              >
                <CollectionIcon icon={section.icon} size="sm" />
                {section.title}
              </a>
            </li>
          );
        })}
      </ul>
      {scrolls && (
        <IconButton
          label={t`Volgende collecties`}
          icon={<ChevronRight />}
          size="sm"
          className={styles.arrow}
          disabled={!overflow.forward}
          onClick={() => scrollBy(1)}
        />
      )}
    </nav>
  );
}
