import { IsOptional, IsString } from 'class-validator';
import { MESSAGES, SCHEDULING_MESSAGES } from '@bestelklaar/domain';
import { Trim } from '../../../common/http/trim.decorator';

/**
 * The shape only; whether the dates and reason are present and in order is the domain's rule, so
 * the form and the server give the same messages.
 */
export class VacationDto {
  @IsOptional()
  @IsString({ message: SCHEDULING_MESSAGES.invalidDate })
  vacationModeStart?: string;

  @IsOptional()
  @IsString({ message: SCHEDULING_MESSAGES.invalidDate })
  vacationModeEnd?: string;

  @Trim()
  @IsOptional()
  @IsString({ message: MESSAGES.wrongType })
  vacationModeReason?: string;
}

/** The spec's edit payload repeats the period's _id. */
export class UpdateVacationDto extends VacationDto {
  @IsOptional()
  @IsString({ message: MESSAGES.wrongType })
  _id?: string;
}
