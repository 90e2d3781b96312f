import { IsNotEmpty, IsString, MaxLength, MinLength, ValidateBy } from 'class-validator';
import {
  CATALOG_LIMITS,
  CATALOG_MESSAGES,
  isCollectionIcon,
  MESSAGES,
  MIN_LENGTH,
} from '@bestelklaar/domain';
import { Trim } from '../../../common/http/trim.decorator';

const IsCollectionIcon = () =>
  ValidateBy({
    name: 'isCollectionIcon',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && isCollectionIcon(value),
      defaultMessage: () => CATALOG_MESSAGES.collectionIconInvalid,
    },
  });

/** Create and edit alike: a name and an icon (one of the 25 named icons, or an image URL). */
export class CollectionDto {
  @Trim()
  @IsString({ message: MESSAGES.required })
  @IsNotEmpty({ message: MESSAGES.required })
  @MinLength(MIN_LENGTH.collectionName, { message: MESSAGES.minLength(MIN_LENGTH.collectionName) })
  @MaxLength(CATALOG_LIMITS.collectionNameMax, {
    message: CATALOG_MESSAGES.maxLength(CATALOG_LIMITS.collectionNameMax),
  })
  name: string;

  @Trim()
  @IsString({ message: CATALOG_MESSAGES.collectionIconRequired })
  @IsNotEmpty({ message: CATALOG_MESSAGES.collectionIconRequired })
  @IsCollectionIcon()
  icon: string;
}
