import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsString, ValidateNested } from 'class-validator';
import {
  MAX_SLOTS_PER_DAY,
  SCHEDULING_MESSAGES,
  WEEKDAYS_FROM_MONDAY,
  type Weekday,
} from '@bestelklaar/domain';

export class SlotDto {
  @IsString({ message: SCHEDULING_MESSAGES.slotFieldsRequired })
  start: string;

  @IsString({ message: SCHEDULING_MESSAGES.slotFieldsRequired })
  end: string;
}

/** PUT of pickup moments or opening hours: one weekday's complete list of slots (empty closes the day). */
export class ReplaceDayDto {
  @IsIn(WEEKDAYS_FROM_MONDAY, { message: SCHEDULING_MESSAGES.invalidWeekday })
  day: Weekday;

  @ArrayMaxSize(MAX_SLOTS_PER_DAY, { message: SCHEDULING_MESSAGES.tooManySlots })
  @ValidateNested({ each: true, message: SCHEDULING_MESSAGES.slotFieldsRequired })
  // Decorators register bottom-up and the first registered failure is reported: "not a list" first.
  @IsArray({ message: SCHEDULING_MESSAGES.slotsMissing })
  @Type(() => SlotDto)
  slots: SlotDto[];
}
