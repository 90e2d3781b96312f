import { applyDecorators } from '@nestjs/common';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { MESSAGES } from '@bestelklaar/domain';

/** An optional text field of bounded length; the bound keeps absurd input out before the domain rules run. */
const FormText = (max: number) =>
  applyDecorators(
    IsOptional(),
    IsString({ message: MESSAGES.wrongType }),
    MaxLength(max, { message: MESSAGES.wrongType }),
  );

/**
 * The multipart settings form: every field arrives as text. This class only admits the known fields;
 * the rules themselves are the domain's (validateSettings), shared with the form.
 */
export class UpdateSettingsDto {
  @FormText(200) name?: string;
  @FormText(200) shopName?: string;
  @FormText(5000) shopDescription?: string;
  @FormText(500) shopAddress?: string;
  @FormText(500) websiteUrl?: string;
  @FormText(254) contactEmail?: string;
  @FormText(50) contactGsm?: string;
  @FormText(10) shopMinimumOrderTimeBeforePickup?: string;

  @IsOptional()
  @IsIn(['true', 'false'], { message: MESSAGES.wrongType })
  darkMode?: string;

  /** Set to "true" to drop the current logo or banner (a new upload replaces it anyway). */
  @IsOptional()
  @IsIn(['true', 'false'], { message: MESSAGES.wrongType })
  removeShopLogo?: string;

  @IsOptional()
  @IsIn(['true', 'false'], { message: MESSAGES.wrongType })
  removeShopBanner?: string;
}
