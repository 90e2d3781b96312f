import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import {
  parsePasswordResetConfirmation,
  parsePasswordResetRequest,
  PASSWORD_RESET_MESSAGES,
  type PasswordResetConfirmation,
  type PasswordResetRequest,
} from '@bestelklaar/domain';
import { Public } from '../../common/auth/public.decorator';
import { ClientKey } from '../../common/http/client-key';
import { ParsePipe } from '../../common/http/parse.pipe';
import { PasswordResetService } from './password-reset.service';
import { ApiRoute } from '../../common/openapi/api-route.decorator';

/** 'Wachtwoord vergeten?': ask for a link, then use it to set a new password. */
@Public()
@UseGuards(ThrottlerGuard)
@Controller('auth/password-reset')
export class PasswordResetController {
  constructor(private readonly resets: PasswordResetService) {}

  /** 202 with one message, whether or not the address has an account. */
  @ApiRoute({
    summary: 'Ask for a password reset link',
    body: 'PasswordResetRequest',
    answer: 'MessageAnswer',
    failures: [429],
  })
  @Post('request')
  @HttpCode(202)
  async request(
    @Body(new ParsePipe(parsePasswordResetRequest)) body: PasswordResetRequest,
    @ClientKey() client: string,
  ): Promise<{ message: string }> {
    await this.resets.request(body.email, client);
    return { message: PASSWORD_RESET_MESSAGES.requested };
  }

  @ApiRoute({
    summary: "Set a new password with a reset link's token",
    body: 'PasswordResetConfirmation',
    answer: 'MessageAnswer',
    failures: [429],
  })
  @Post('confirm')
  @HttpCode(200)
  async confirm(
    @Body(new ParsePipe(parsePasswordResetConfirmation)) body: PasswordResetConfirmation,
    @ClientKey() client: string,
  ): Promise<{ message: string }> {
    await this.resets.confirm(body.token, body.password, client);
    return { message: PASSWORD_RESET_MESSAGES.changed };
  }
}
