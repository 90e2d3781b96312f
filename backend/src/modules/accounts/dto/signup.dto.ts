import { IsEmail, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { MESSAGES, MIN_LENGTH } from '@bestelklaar/domain';
import { Trim } from '../../../common/http/trim.decorator';

export class SignupDto {
  @Trim()
  @IsString({ message: MESSAGES.required })
  @IsNotEmpty({ message: MESSAGES.required })
  @MinLength(MIN_LENGTH.name, { message: MESSAGES.minLength(MIN_LENGTH.name) })
  @MaxLength(100, { message: 'Mag niet langer zijn dan 100 tekens' })
  name: string;

  @Trim()
  @IsString({ message: MESSAGES.required })
  @IsNotEmpty({ message: MESSAGES.required })
  @IsEmail({}, { message: MESSAGES.email })
  @MaxLength(254, { message: MESSAGES.email })
  email: string;

  @IsString({ message: MESSAGES.required })
  @IsNotEmpty({ message: MESSAGES.required })
  @MinLength(MIN_LENGTH.password, { message: MESSAGES.minLength(MIN_LENGTH.password) })
  @MaxLength(200, { message: 'Mag niet langer zijn dan 200 tekens' })
  password: string;
}
