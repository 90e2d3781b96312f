import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { MESSAGES } from '@bestelklaar/domain';
import { Trim } from '../../../common/http/trim.decorator';

export class LoginDto {
  @Trim()
  @IsString({ message: MESSAGES.required })
  @IsNotEmpty({ message: MESSAGES.required })
  @MaxLength(254, { message: MESSAGES.invalidCredentials })
  email: string;

  @IsString({ message: MESSAGES.required })
  @IsNotEmpty({ message: MESSAGES.required })
  @MaxLength(200, { message: MESSAGES.invalidCredentials })
  password: string;
}
