import type { SegmentedChoiceProps } from './SegmentedChoice';
import { SegmentedChoice } from './SegmentedChoice';

export interface YesNoProps extends Omit<
  SegmentedChoiceProps<'ja' | 'nee'>,
  'options' | 'value' | 'onValueChange'
> {
  /** Null: not answered yet. */
  value: boolean | null;
  onValueChange(value: boolean): void;
}

const OPTIONS = [
  { value: 'ja', label: 'Ja' },
  { value: 'nee', label: 'Nee' },
] as const;

/** A Ja/Nee question, e.g. 'Apart verkopen'. */
export function YesNo({ value, onValueChange, ...props }: YesNoProps) {
  return (
    <SegmentedChoice
      {...props}
      options={OPTIONS}
      value={value === null ? null : value ? 'ja' : 'nee'}
      onValueChange={(chosen) => onValueChange(chosen === 'ja')}
    />
  );
}
