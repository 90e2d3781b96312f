import type { TimeSlotView } from '@bestelklaar/domain';

/** What the customer fills in on the order form. */
export interface OrderFormValues {
  name: string;
  phone: string;
  email: string;
  /** The pickup day, 'YYYY-MM-DD'; '' until one is picked. */
  date: string;
  timeSlot: TimeSlotView | null;
  /** 'Onthoud mijn gegevens op dit toestel': kept in this browser only, never sent. */
  remember: boolean;
}

export const EMPTY_ORDER_FORM: OrderFormValues = {
  name: '',
  phone: '',
  email: '',
  date: '',
  timeSlot: null,
  remember: false,
};
