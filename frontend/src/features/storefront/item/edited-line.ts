import type { SelectedOptions } from '@bestelklaar/domain';

/** A cart line whose options the window edits instead of adding the item again. */
export interface EditedLine {
  id: string;
  selectedOptions: SelectedOptions;
}
