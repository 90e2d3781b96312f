import { Alert, Button, SlotCalendar, TextField, TimeSlotPicker } from '@bestelklaar/design-system';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  eurosFromCents,
  formatMoney,
  LOCALES,
  MONTHS_AHEAD,
  ORDER_MESSAGES,
  orderHorizon,
  problemOf,
  readCustomerEmail,
  readCustomerName,
  readCustomerPhone,
  translateMessage,
  type TimeSlotView,
} from '@bestelklaar/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { messageOf } from '../../../api/api-error';
import { applyServerFieldErrors } from '../../../lib/server-field-errors';
import { CartAllergens } from '../allergens/CartAllergens';
import { useCart } from '../cart/cart-context';
import { rememberPendingPayment } from '../cart/cart-storage';
import { cartAdjusted } from '../cart/restore-cart';
import { storefronts } from '../storefront-api';
import { usePageLanguage } from '../use-page-language';
import {
  isConflict,
  isPricesChanged,
  isSlotFull,
  orderFallback,
  orderKeys,
  unavailableLines,
  usePlaceOrder,
  useSlotAvailability,
} from './order-api';
import { EMPTY_ORDER_FORM, type OrderFormValues } from './order-form-values';
import { orderPayloadOf } from './order-payload';
import { paymentPage } from './payment-redirect';
import {
  customerDayStatus,
  fullPiecesOf,
  isChoosable,
  pickupScheduleOf,
  piecesOfDay,
} from './pickup-choices';
import { useNow } from './use-now';
import { cartFullDays } from './cart-full-days';
import { forgetRememberedCustomer, readRememberedCustomer, rememberCustomer } from './checkout-memory';
import { formatPickupDate } from './pickup-date';
import { useSlotCalendarTexts } from './use-slot-calendar-texts';
import styles from './OrderForm.module.css';

/** The spec's timing after a placed order: leave for the payment page after 1 s, clear the message after 2 s. */
export const REDIRECT_DELAY_MS = 1_000;
export const MESSAGE_CLEAR_MS = 2_000;

const FIELD_ORDER = ['name', 'phone', 'email', 'date', 'timeSlot'] as const;

type Outcome = { tone: 'success' | 'warning' | 'error'; title?: string; text: string } | null;

export interface OrderFormProps {
  onBack(): void;
  /** What was filled in before, so going back to the cart loses nothing. */
  draft?: OrderFormValues;
  onDraftChange?(values: OrderFormValues): void;
}

/**
 * 'Plaats een Bestelling': who orders, the pickup day and piece, and 'Bestelling Plaatsen'. The
 * fields follow the server's own rules; the days and pieces are the shop's schedule as the domain
 * judges it, with the pieces the shop cannot take more orders for marked 'volzet'.
 */
export function OrderForm({ onBack, draft = EMPTY_ORDER_FORM, onDraftChange }: OrderFormProps) {
  const { t } = useLingui();
  const language = usePageLanguage();
  // The domain's rules speak Dutch; the customer reads them in the page's language.
  const say = (dutch: string | undefined) => dutch && translateMessage(dutch, language);
  const calendarTexts = useSlotCalendarTexts();
  const cart = useCart();
  const { storefront, shop } = cart;
  const queryClient = useQueryClient();
  const now = useNow();
  const schedule = useMemo(() => pickupScheduleOf(storefront), [storefront]);
  const { from, days } = useMemo(() => orderHorizon(storefront.today), [storefront.today]);
  const availability = useSlotAvailability(shop, from, days);
  const fullPieces = useMemo(() => fullPiecesOf(availability.data), [availability.data]);
  const fullForCart = useMemo(
    () => cartFullDays(availability.data, cart.lines),
    [availability.data, cart.lines],
  );
  const placeOrder = usePlaceOrder(shop);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [leaving, setLeaving] = useState(false);
  const [remembered, setRemembered] = useState(() => readRememberedCustomer() !== null);

  const heading = useRef<HTMLHeadingElement>(null);
  const outcomeBox = useRef<HTMLDivElement>(null);
  const calendarBox = useRef<HTMLDivElement>(null);
  const slotsBox = useRef<HTMLDivElement>(null);
  const timers = useRef<number[]>([]);

  const { control, register, handleSubmit, setValue, setError, setFocus, watch, getValues, formState } =
    useForm<OrderFormValues>({ mode: 'onTouched', defaultValues: draft, shouldFocusError: false });
  const { errors } = formState;
  const date = watch('date');

  // A kept day or piece that is no longer free (taken meanwhile, or past) is simply not chosen.
  useEffect(() => {
    if (!availability.data) return;
    const { date: keptDay, timeSlot: keptSlot } = getValues();
    if (keptDay === '') return;
    if (customerDayStatus(schedule, keptDay, now, fullPieces) !== 'available' || fullForCart.has(keptDay)) {
      setValue('date', '');
      setValue('timeSlot', null);
    } else if (keptSlot && !isChoosable(schedule, keptDay, keptSlot, now, fullPieces)) {
      setValue('timeSlot', null);
    }
  }, [availability.data, schedule, now, fullPieces, fullForCart, getValues, setValue]);

  // The panel changed under the customer's hands: start reading at its heading.
  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    if (!onDraftChange) return;
    const subscription = watch((values) =>
      onDraftChange({ ...EMPTY_ORDER_FORM, ...values } as OrderFormValues),
    );
    return () => subscription.unsubscribe();
  }, [watch, onDraftChange]);
  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);
  // Back from the payment page, the browser may show this page as it was left: make it usable again.
  useEffect(() => {
    const shown = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      setLeaving(false);
      setOutcome(null);
    };
    window.addEventListener('pageshow', shown);
    return () => window.removeEventListener('pageshow', shown);
  }, []);
  useEffect(() => {
    if (outcome && outcome.tone !== 'success') outcomeBox.current?.focus();
  }, [outcome]);

  // The calendar asks each day's status several times per render: work it out once per day.
  const statusOf = useMemo(() => {
    const known = new Map<string, ReturnType<typeof customerDayStatus>>();
    return (day: string) => {
      let status = known.get(day);
      if (!status) {
        status = customerDayStatus(schedule, day, now, fullPieces);
        if (status === 'available' && fullForCart.has(day)) status = 'full';
        known.set(day, status);
      }
      return status;
    };
  }, [schedule, now, fullPieces, fullForCart]);
  const pieces = useMemo(
    () => (date ? piecesOfDay(schedule, date, now, fullPieces) : []),
    [schedule, date, now, fullPieces],
  );

  // Focused once the messages are on screen, not before: a screen reader then reads the field with
  // its message, and nothing waits on a render that has not happened yet.
  const [errorToFocus, setErrorToFocus] = useState<{ field: (typeof FIELD_ORDER)[number] }>();
  useEffect(() => {
    if (!errorToFocus) return;
    const { field } = errorToFocus;
    if (field === 'date') {
      const days = calendarBox.current?.querySelectorAll<HTMLElement>('[role="grid"] button:not(:disabled)');
      (
        calendarBox.current?.querySelector<HTMLElement>('[role="grid"] button[tabindex="0"]') ?? days?.[0]
      )?.focus();
    } else if (field === 'timeSlot') {
      slotsBox.current?.querySelector<HTMLElement>('input:not(:disabled)')?.focus();
    } else {
      setFocus(field);
    }
  }, [errorToFocus, setFocus]);
  const focusFirstError = (invalid: FieldErrors<OrderFormValues>) => {
    const first = FIELD_ORDER.find((field) => invalid[field]);
    if (first) setErrorToFocus({ field: first });
  };

  const later = (delay: number, action: () => void) => {
    timers.current.push(window.setTimeout(action, delay));
  };

  const submit = handleSubmit(async (values) => {
    setOutcome(null);
    if (cart.lines.length === 0) {
      setOutcome({ tone: 'error', text: translateMessage(ORDER_MESSAGES.cartEmpty, language) });
      return;
    }
    const payload = orderPayloadOf(
      { ...values, timeSlot: values.timeSlot as TimeSlotView },
      cart.lines,
      language,
    );
    try {
      const { paymentUrl, orderId, orderKey } = await placeOrder.mutateAsync(payload);
      // The cart stays as it is: coming back before paying offers to go on paying or to cancel.
      rememberPendingPayment(shop, { orderId, orderKey, paymentUrl });
      if (values.remember) rememberCustomer(payload);
      else forgetRememberedCustomer();
      setRemembered(values.remember);
      setLeaving(true);
      setOutcome({
        tone: 'success',
        title: translateMessage(ORDER_MESSAGES.placedTitle, language),
        text: translateMessage(ORDER_MESSAGES.placed, language),
      });
      later(REDIRECT_DELAY_MS, () => paymentPage.go(paymentUrl));
      later(MESSAGE_CLEAR_MS, () => setOutcome(null));
    } catch (error) {
      if (isPricesChanged(error)) {
        // The cart prices itself from the shop's data: fetch it again and it shows the new prices.
        await storefronts.refreshShop(shop);
        const pricesChanged = translateMessage(ORDER_MESSAGES.pricesChanged, language);
        cart.reportNotice(pricesChanged);
        setOutcome({ tone: 'warning', text: pricesChanged });
        return;
      }
      if (isSlotFull(error)) {
        await queryClient.refetchQueries({ queryKey: orderKeys.shop(shop) });
        setValue('timeSlot', null);
      } else if (isConflict(error)) {
        // Too little left: the cart shrinks to what the shop can still give, and says so.
        const lines = unavailableLines(error);
        if (lines) {
          const limits = lines.flatMap(({ index, available }) => {
            const line = cart.lines[index];
            return line ? [{ lineId: line.id, quantity: available }] : [];
          });
          cart.limitLines(limits, `${messageOf(error, orderFallback('place'))} ${cartAdjusted()}`);
        }
        // Sold out or ordering paused meanwhile: the shop's fresh data shows it.
        await storefronts.refreshShop(shop);
      } else {
        // Only the form's own fields; anything about the lines is in the message below.
        applyServerFieldErrors(error, (field, message) => {
          const known = FIELD_ORDER.find((name) => name === field);
          if (known) setError(known, message);
        });
      }
      setOutcome({ tone: 'error', text: messageOf(error, orderFallback('place')) });
    }
  }, focusFirstError);

  const busy = placeOrder.isPending || leaving;
  const total = formatMoney(eurosFromCents(cart.pricedCart.totalCents), language);

  const forgetCustomer = () => {
    forgetRememberedCustomer();
    setRemembered(false);
    for (const field of ['name', 'phone', 'email'] as const) setValue(field, '');
    setValue('remember', false);
    setFocus('name');
  };

  return (
    <div className={styles.order}>
      <h2 ref={heading} tabIndex={-1} className={styles.heading}>
        <Trans>Plaats een Bestelling</Trans>
      </h2>
      <form className={styles.form} onSubmit={submit} noValidate aria-label={t`Plaats een Bestelling`}>
        <TextField
          label={t`Naam`}
          autoComplete="name"
          required
          error={say(errors.name?.message)}
          {...register('name', { validate: (value) => problemOf(readCustomerName(value)) ?? true })}
        />
        <TextField
          label={t`Gsm-nummer`}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required
          hint={t`Bijvoorbeeld 0470 12 34 56`}
          error={say(errors.phone?.message)}
          {...register('phone', { validate: (value) => problemOf(readCustomerPhone(value)) ?? true })}
        />
        <TextField
          label={t`E-mail`}
          type="email"
          autoComplete="email"
          required
          error={say(errors.email?.message)}
          {...register('email', { validate: (value) => problemOf(readCustomerEmail(value)) ?? true })}
        />
        <div className={styles.remember}>
          <label className={styles.rememberChoice}>
            <input type="checkbox" className={styles.rememberInput} {...register('remember')} />
            <Trans>Onthoud mijn gegevens op dit toestel</Trans>
          </label>
          {remembered && (
            <Button type="button" variant="ghost" size="sm" onClick={forgetCustomer}>
              <Trans>Vergeet mijn gegevens</Trans>
            </Button>
          )}
        </div>
        <div ref={calendarBox}>
          <Controller
            control={control}
            name="date"
            rules={{
              validate: (day) =>
                (day !== '' &&
                  !fullForCart.has(day) &&
                  piecesOfDay(schedule, day, new Date(), fullPieces).some((piece) => !piece.full)) ||
                ORDER_MESSAGES.chooseDay,
            }}
            render={({ field }) => (
              <SlotCalendar
                today={storefront.today}
                dayStatus={statusOf}
                selected={field.value || undefined}
                monthsAhead={MONTHS_AHEAD}
                loading={availability.isPending}
                label={t`Kies een ophaaldag`}
                locale={LOCALES[language]}
                texts={calendarTexts}
                error={say(errors.date?.message)}
                onSelect={(day) => {
                  field.onChange(day);
                  setValue('timeSlot', null);
                }}
              />
            )}
          />
          {[...fullForCart].map(([day, shortfalls]) => {
            const names = shortfalls.filter((item) => item.left === 0).map((item) => item.name);
            const items = names.join(', ');
            const pickupDate = formatPickupDate(day, language);
            return (
              <div key={day}>
                {names.length > 0 && (
                  <p className={styles.fullDay}>
                    <Plural
                      value={names.length}
                      one={`${items} is volzet op ${pickupDate}.`}
                      other={`${items} zijn volzet op ${pickupDate}.`}
                    />
                  </p>
                )}
                {shortfalls
                  .filter((item) => item.left > 0)
                  .map(({ name, left }) => (
                    <p key={name} className={styles.fullDay}>
                      <Trans>
                        Nog maar {left} over van {name} op {pickupDate}: haal er wat uit je winkelmandje of
                        kies een andere dag.
                      </Trans>
                    </p>
                  ))}
              </div>
            );
          })}
        </div>
        {date && pieces.length > 0 && (
          <div ref={slotsBox}>
            <Controller
              control={control}
              name="timeSlot"
              rules={{
                validate: (slot, values) =>
                  values.date === '' ||
                  isChoosable(schedule, values.date, slot, new Date(), fullPieces) ||
                  ORDER_MESSAGES.chooseSlot,
              }}
              render={({ field }) => (
                <TimeSlotPicker
                  slots={pieces}
                  value={field.value ?? undefined}
                  onChange={field.onChange}
                  label={t`Selecteer een tijdslot`}
                  emptyText={t`Er zijn geen tijdslots meer op deze dag. Kies een andere dag.`}
                  loadingText={t`Tijdslots laden…`}
                  fullLabel={translateMessage(ORDER_MESSAGES.fullSlotLabel, language)}
                  error={say(errors.timeSlot?.message)}
                />
              )}
            />
          </div>
        )}
        <CartAllergens lines={cart.lines} shopComplete={storefront.info.allergenInfoComplete} />
        <p className={styles.total}>
          <span>
            <Plural value={cart.totalQuantity} one="# artikel" other="# artikelen" />
          </span>
          <span>
            <Trans>
              Totaal <strong>{total}</strong>
            </Trans>
          </span>
        </p>
        {outcome && (
          <div ref={outcomeBox} tabIndex={-1} className={styles.outcome}>
            <Alert tone={outcome.tone} title={outcome.title}>
              {outcome.text}
            </Alert>
          </div>
        )}
        <div className={styles.submitBar}>
          <div className={styles.submitFace}>
            <Button type="submit" fullWidth loading={placeOrder.isPending} disabled={busy}>
              <Trans>Bestelling Plaatsen</Trans>
            </Button>
          </div>
        </div>
        <Button type="button" variant="secondary" fullWidth onClick={onBack} disabled={leaving}>
          <span aria-hidden="true">←</span> <Trans>Terug naar winkelmandje</Trans>
        </Button>
      </form>
    </div>
  );
}
