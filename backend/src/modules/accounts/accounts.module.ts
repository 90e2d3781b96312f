import { ShopActivity } from './shop-activity';
import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { StorageModule } from '../../storage';
import { MailModule } from '../mail/mail.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { AccountsService } from './accounts.service';
import { AdminAccountController } from './admin-account.controller';
import { MemberShopsController } from './member-shops.controller';
import { AdminAuthController } from './admin-auth.controller';
import { PublicShopImagesController } from './public-shop-images.controller';
import { PublicShopController } from './public-shop.controller';
import { AuthService } from './auth.service';
import { SECRETS, type Secrets } from '../../config/secrets';
import { JwtStrategy } from './jwt.strategy';
import { Memberships } from './memberships';
import { PasswordHasher } from './password-hasher';
import { PasswordResetController } from './password-reset.controller';
import { PasswordResetService } from './password-reset.service';
import { SessionHousekeeping } from './session-housekeeping';
import { AccountSecurityController } from './account-security.controller';
import { Sessions } from './sessions';
import { TwoFactorService } from './two-factor.service';

/**
 * Accounts: people's logins (with a second factor), their memberships of shops, sessions and password reset, and the
 * shop's settings, logo and banner.
 *
 * Tables: accounts (the shop), users (the person), memberships, revoked_tokens, login_failures,
 *   login_successes, password_reset_tokens, recovery_codes, two_factor_challenges, sessions.
 * Door (AccountsService): register, settings, updateSettings, launch, launchedShop, findLaunchedShop,
 *   findLaunchedShopWithInfo, launchedSubdomains, publicShopInfo, pickupPolicy (with the pause and busy mode under way), today,
 *   pauseOrdering, setBusy, shopImage, setOnboardingCompleted, count.
 * Door (index.ts), for the team: AuthService (sessionFor) and PasswordHasher.
 * Publishes no events; an account's settings changing is announced as 'settings' by its table's
 *   trigger, and an owner's name or e-mail and any membership change by theirs. Ends sessions'
 *   streams and mailbox links on logout and password reset (NotificationsService,
 *   MailService).
 * Reads from others: nothing; mails the reset link through MailService.
 */
@Module({
  imports: [
    PassportModule,
    StorageModule,
    // Neither imports this module back: no cycle.
    NotificationsModule,
    MailModule,
    JwtModule.registerAsync({
      inject: [SECRETS],
      useFactory: (secrets: Secrets) => ({
        secret: secrets.sessionTokens,
        signOptions: { algorithm: 'HS256' },
      }),
    }),
  ],
  controllers: [
    AdminAuthController,
    AdminAccountController,
    AccountSecurityController,
    MemberShopsController,
    PublicShopImagesController,
    PublicShopController,
    PasswordResetController,
  ],
  providers: [
    AccountsService,
    AuthService,
    PasswordHasher,
    PasswordResetService,
    JwtStrategy,
    Memberships,
    SessionHousekeeping,
    Sessions,
    ShopActivity,
    TwoFactorService,
  ],
  // The team's invitations open sessions and hash new people's passwords as login and sign-up do.
  exports: [AccountsService, AuthService, PasswordHasher],
})
export class AccountsModule {}
