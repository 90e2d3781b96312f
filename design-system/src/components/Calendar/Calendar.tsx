import clsx from 'clsx';
import { DayPicker, type DayPickerProps } from 'react-day-picker';
import { nl } from 'react-day-picker/locale';
import styles from './Calendar.module.css';

export type CalendarProps = DayPickerProps;

const classNames = {
  root: styles.root,
  months: styles.months,
  month: styles.month,
  month_caption: styles.caption,
  caption_label: styles.captionLabel,
  nav: styles.nav,
  button_previous: styles.navButton,
  button_next: styles.navButton,
  chevron: styles.chevron,
  month_grid: styles.grid,
  weekdays: styles.weekdays,
  weekday: styles.weekday,
  week: styles.week,
  day: styles.day,
  day_button: styles.dayButton,
  today: styles.today,
  selected: styles.selected,
  outside: styles.outside,
  disabled: styles.disabled,
  hidden: styles.hidden,
  range_start: styles.rangeStart,
  range_middle: styles.rangeMiddle,
  range_end: styles.rangeEnd,
  focused: styles.focused,
};

/** A month calendar in Dutch with weeks starting on Monday, styled with the design tokens. */
export function Calendar({ className, classNames: extraClassNames, ...props }: CalendarProps) {
  return (
    <DayPicker
      locale={nl}
      weekStartsOn={1}
      showOutsideDays
      {...props}
      className={clsx(styles.calendar, className)}
      classNames={{ ...classNames, ...extraClassNames }}
    />
  );
}
