import * as RadixAccordion from '@radix-ui/react-accordion';
import clsx from 'clsx';
import { ChevronDown } from 'lucide-react';
import type { CSSProperties, ReactNode } from 'react';
import styles from './Accordion.module.css';

export interface AccordionItem {
  value: string;
  title: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface AccordionProps {
  items: AccordionItem[];
  /** The open item; with `onValueChange`, the accordion is controlled. An empty string closes all. */
  value?: string;
  defaultValue?: string;
  onValueChange?(value: string): void;
  /** An open panel grows to at most this many pixels and scrolls inside beyond that. */
  panelMaxHeight?: number;
  /** Level of the headings that wrap the triggers, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** A list of expandable panels of which at most one is open; arrow keys move between the triggers. */
export function Accordion({
  items,
  value,
  defaultValue,
  onValueChange,
  panelMaxHeight,
  headingLevel = 3,
  className,
}: AccordionProps) {
  const Heading = `h${headingLevel}` as const;
  const bodyStyle =
    panelMaxHeight === undefined
      ? undefined
      : ({ '--accordion-panel-max-height': `${panelMaxHeight}px` } as CSSProperties);

  return (
    <RadixAccordion.Root
      type="single"
      collapsible
      value={value}
      defaultValue={defaultValue}
      onValueChange={onValueChange}
      className={clsx(styles.accordion, className)}
    >
      {items.map((item) => (
        <RadixAccordion.Item
          key={item.value}
          value={item.value}
          disabled={item.disabled}
          className={styles.item}
        >
          <RadixAccordion.Header asChild>
            <Heading className={styles.heading}>
              <RadixAccordion.Trigger className={styles.trigger}>
                <span>{item.title}</span>
                <ChevronDown className={styles.chevron} aria-hidden="true" />
              </RadixAccordion.Trigger>
            </Heading>
          </RadixAccordion.Header>
          <RadixAccordion.Content className={styles.panel}>
            <div
              className={styles.body}
              style={bodyStyle}
              // A body that may scroll must be reachable by keyboard to scroll it.
              tabIndex={panelMaxHeight === undefined ? undefined : 0}
            >
              {item.content}
            </div>
          </RadixAccordion.Content>
        </RadixAccordion.Item>
      ))}
    </RadixAccordion.Root>
  );
}
