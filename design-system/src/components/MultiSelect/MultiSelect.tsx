import * as Popover from '@radix-ui/react-popover';
import clsx from 'clsx';
import { Check, ChevronDown, Search } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent, type Ref } from 'react';
import { Chip } from '../Chip/Chip';
import { Field } from '../Field/Field';
import { useFieldIds } from '../Field/useFieldIds';
import control from '../Field/control.module.css';
import { Spinner } from '../Spinner/Spinner';
import styles from './MultiSelect.module.css';

export interface MultiSelectOption {
  value: string;
  label: string;
  /** A short extra beside the label in the list, e.g. a price. */
  detail?: string;
}

export interface MultiSelectProps {
  label: string;
  options: readonly MultiSelectOption[];
  /** The chosen values, in the order they were chosen. */
  value: readonly string[];
  onChange(value: string[]): void;
  /** Called when the search box loses focus, so a form can treat the field as touched. */
  onBlur?(): void;
  placeholder?: string;
  hint?: string;
  /** Shown below the field, announced, and marks the field invalid. */
  error?: string;
  disabled?: boolean;
  required?: boolean;
  /** While the options are still on their way. */
  loading?: boolean;
  /** No more than this many can be chosen; the rest of the list is then unavailable. */
  maxSelected?: number;
  /** Shown in the list when there is nothing to choose from at all. */
  emptyMessage?: string;
  id?: string;
  className?: string;
  /** Reaches the search box, so a form can focus the field with an error. */
  ref?: Ref<HTMLInputElement>;
}

/** Rows one Page Up or Page Down skips. */
const PAGE = 10;

/** Compares as people search: case and accents do not matter ('creme' finds 'Crème brûlée'). */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('nl');

function assignRef<T>(ref: Ref<T> | undefined, node: T | null) {
  if (typeof ref === 'function') ref(node);
  else if (ref) ref.current = node;
}

/**
 * Chooses several items from a long list (WAI-ARIA combobox with a multi-select listbox): type to
 * search, arrows to move, Enter to choose or unchoose, Escape to close. The chosen items show as
 * chips below, each removable on its own.
 */
export function MultiSelect({
  label,
  options,
  value,
  onChange,
  onBlur,
  placeholder = 'Zoek en kies…',
  hint,
  error,
  disabled = false,
  required = false,
  loading = false,
  maxSelected,
  emptyMessage = 'Er is nog niets om uit te kiezen.',
  id,
  className,
  ref,
}: MultiSelectProps) {
  const ids = useFieldIds({ id, hint, error });
  const listboxId = `${ids.control}-listbox`;
  const fieldRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const chipButtons = useRef<(HTMLButtonElement | null)[]>([]);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [activeValue, setActiveValue] = useState<string | null>(null);
  const [focusChipAt, setFocusChipAt] = useState<number | null>(null);

  const positions = useMemo(() => new Map(options.map((option, index) => [option.value, index])), [options]);
  const chosen = value.flatMap((chosenValue) => {
    const position = positions.get(chosenValue);
    return position === undefined ? [] : [options[position]!];
  });
  const isChosen = (optionValue: string) => value.includes(optionValue);
  const full = maxSelected !== undefined && value.length >= maxSelected;
  const unavailable = (optionValue: string) => full && !isChosen(optionValue);

  const shown = useMemo(() => {
    const wanted = fold(query.trim());
    return wanted ? options.filter((option) => fold(option.label).includes(wanted)) : options;
  }, [options, query]);
  const reachable = shown.filter((option) => !unavailable(option.value));
  const expanded = open && !disabled;
  // While it loads, or has nothing to show, the popover holds a message and no list to point to.
  const listShown = expanded && !loading && shown.length > 0;
  const optionId = (optionValue: string) => `${listboxId}-${positions.get(optionValue)}`;
  const active = expanded && activeValue !== null && positions.has(activeValue) ? activeValue : null;
  const activeId = active === null ? undefined : optionId(active);

  // The row the keyboard is on stays in sight while it moves through a long list.
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  // A removed chip takes its button along: focus goes to the next chip, the previous one, or the search box.
  useEffect(() => {
    if (focusChipAt === null) return;
    const buttons = chipButtons.current.slice(0, chosen.length);
    (buttons[Math.min(focusChipAt, buttons.length - 1)] ?? inputRef.current)?.focus();
    setFocusChipAt(null);
  }, [focusChipAt, chosen.length]);

  const changeOpen = (nextOpen: boolean) => {
    setOpen(nextOpen);
    if (!nextOpen) {
      setQuery('');
      setActiveValue(null);
    }
  };

  const toggle = (optionValue: string) => {
    if (isChosen(optionValue)) onChange(value.filter((chosenValue) => chosenValue !== optionValue));
    else if (!full) onChange([...value, optionValue]);
  };

  const remove = (optionValue: string, chipIndex: number) => {
    onChange(value.filter((chosenValue) => chosenValue !== optionValue));
    setFocusChipAt(chipIndex);
  };

  /** Moves the keyboard's row by `step` rows; from nowhere, down starts at the top and up at the bottom. */
  const move = (step: number) => {
    if (reachable.length === 0) return;
    const from = reachable.findIndex((option) => option.value === active);
    const to =
      from === -1
        ? step > 0
          ? 0
          : reachable.length - 1
        : Math.min(Math.max(from + step, 0), reachable.length - 1);
    setActiveValue(reachable[to]!.value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const steps: Record<string, number> = { ArrowDown: 1, ArrowUp: -1, PageDown: PAGE, PageUp: -PAGE };
    const step = steps[event.key];
    if (step !== undefined) {
      event.preventDefault();
      if (!expanded) setOpen(true);
      move(step);
    } else if (event.key === 'Enter' && expanded) {
      // Enter chooses in the open list; it only sends the form once the list is closed.
      event.preventDefault();
      if (active !== null) toggle(active);
    }
  };

  /** A press on the box's icons must not take focus from the search box (a blur would mark the field touched). */
  const keepFocusInSearch = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target !== inputRef.current) event.preventDefault();
  };

  /** A click on the box's icons opens or closes the list; a click in the search box opens it. */
  const clickBox = (event: MouseEvent<HTMLDivElement>) => {
    if (disabled) return;
    inputRef.current?.focus();
    changeOpen(event.target === inputRef.current ? true : !expanded);
  };

  return (
    <Field
      ids={ids}
      label={label}
      required={required}
      hint={hint}
      error={error}
      className={clsx(styles.multiSelect, className)}
    >
      <div ref={fieldRef} className={styles.field}>
        <Popover.Root open={expanded} onOpenChange={changeOpen}>
          <Popover.Anchor asChild>
            {/* The box only forwards clicks to its search box, which the keyboard reaches itself. */}
            <div
              className={clsx(control.controlGroup, styles.box)}
              data-invalid={error ? '' : undefined}
              onMouseDown={keepFocusInSearch}
              onClick={clickBox}
            >
              <Search className={styles.icon} aria-hidden="true" />
              <input
                ref={(node) => {
                  inputRef.current = node;
                  assignRef(ref, node);
                }}
                id={ids.control}
                type="text"
                role="combobox"
                className={styles.input}
                value={query}
                placeholder={placeholder}
                disabled={disabled}
                autoComplete="off"
                spellCheck={false}
                aria-autocomplete="list"
                // Expanded means a list of choices is there: while loading or with none, only a status shows.
                aria-expanded={listShown}
                aria-controls={listShown ? listboxId : undefined}
                aria-activedescendant={activeId}
                aria-required={required || undefined}
                aria-invalid={error ? true : undefined}
                aria-describedby={ids.describedBy}
                aria-busy={loading || undefined}
                onChange={(event) => {
                  const nextQuery = event.target.value;
                  const wanted = fold(nextQuery.trim());
                  setQuery(nextQuery);
                  setOpen(true);
                  const first = options.find(
                    (option) => !unavailable(option.value) && fold(option.label).includes(wanted),
                  );
                  setActiveValue(first?.value ?? null);
                }}
                onKeyDown={onKeyDown}
                onBlur={onBlur}
              />
              {loading ? (
                <Spinner decorative size="sm" className={styles.icon} />
              ) : (
                <ChevronDown className={clsx(styles.icon, expanded && styles.flipped)} aria-hidden="true" />
              )}
            </div>
          </Popover.Anchor>
          <Popover.Portal>
            <Popover.Content
              // A list beside its search box, not a dialog: focus stays in the search box throughout.
              role={undefined}
              className={styles.popover}
              align="start"
              sideOffset={4}
              collisionPadding={8}
              onOpenAutoFocus={(event) => event.preventDefault()}
              onCloseAutoFocus={(event) => event.preventDefault()}
              onInteractOutside={(event) => {
                if (fieldRef.current?.contains(event.target as Node)) event.preventDefault();
              }}
            >
              {loading ? (
                <p className={styles.message} role="status">
                  <Spinner decorative size="sm" /> Keuzes laden…
                </p>
              ) : options.length === 0 ? (
                <p className={styles.message} role="status">
                  {emptyMessage}
                </p>
              ) : shown.length === 0 ? (
                <p className={styles.message} role="status">
                  Geen resultaten voor ‘{query.trim()}’.
                </p>
              ) : (
                <ul
                  id={listboxId}
                  role="listbox"
                  aria-multiselectable="true"
                  aria-labelledby={ids.label}
                  className={styles.listbox}
                >
                  {shown.map((option) => {
                    const selected = isChosen(option.value);
                    const blocked = unavailable(option.value);
                    return (
                      <li
                        key={option.value}
                        id={optionId(option.value)}
                        role="option"
                        aria-selected={selected}
                        aria-disabled={blocked || undefined}
                        data-active={option.value === active || undefined}
                        className={styles.option}
                        // Keeps focus in the search box, so the keyboard carries on where the mouse left off.
                        onMouseDown={(event) => event.preventDefault()}
                        onMouseMove={() => !blocked && setActiveValue(option.value)}
                        onClick={() => !blocked && toggle(option.value)}
                      >
                        <span className={styles.check} aria-hidden="true">
                          {selected && <Check />}
                        </span>
                        <span className={styles.optionLabel}>{option.label}</span>
                        {option.detail && (
                          <>
                            {' '}
                            <span className={styles.detail}>{option.detail}</span>
                          </>
                        )}
                      </li>
                    );
                  })}
                </ul>
              )}
              {full && !loading && <p className={styles.note}>Je kunt er maximaal {maxSelected} kiezen.</p>}
            </Popover.Content>
          </Popover.Portal>
        </Popover.Root>
        {chosen.length > 0 && (
          <ul className={styles.chips} aria-label={`${label}: gekozen (${chosen.length})`}>
            {chosen.map((option, index) => (
              <li key={option.value}>
                <Chip
                  label={option.label}
                  disabled={disabled}
                  onRemove={() => remove(option.value, index)}
                  removeRef={(node) => {
                    chipButtons.current[index] = node;
                  }}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </Field>
  );
}
