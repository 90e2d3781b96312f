import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import { Public } from '../../common/auth/public.decorator';
import { CurrentSession } from '../../common/auth/current-account.decorator';
import type { AuthenticatedAccount } from '../../common/auth/authenticated-account';
import { AccountsService } from './accounts.service';
import { AuthService } from './auth.service';
import { LoginDto } from './dto/login.dto';
import { SignupDto } from './dto/signup.dto';

@Controller('admin/auth')
export class AdminAuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly accounts: AccountsService,
  ) {}

  @Public()
  @UseGuards(ThrottlerGuard)
  @Post('signup')
  async signup(@Body() body: SignupDto) {
    return this.accounts.register(body);
  }

  @Public()
  @UseGuards(ThrottlerGuard)
  @Post('login')
  @HttpCode(200)
  async login(@Body() body: LoginDto) {
    return { token: await this.auth.login(body.email, body.password) };
  }

  @Post('logout')
  @HttpCode(204)
  async logout(@CurrentSession() session: AuthenticatedAccount): Promise<void> {
    await this.auth.logout(session.tokenId, session.expiresAt);
  }
}
