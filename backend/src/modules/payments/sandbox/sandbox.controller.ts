import { Body, Controller, Get, Inject, Post, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Public } from '../../../common/auth/public.decorator';
import { JWT_SECRET } from '../../../config/jwt-secret';
import { AccountsService } from '../../accounts/accounts.service';
import { PaymentsService } from '../payments.service';
import { escapeHtml, sandboxPage } from './sandbox-page';
import { verifyToken } from './signed-token';

const EXPIRED_LINK = sandboxPage(
  'Link verlopen',
  '<div class="card"><h1>Deze link is ongeldig of verlopen</h1><p>Ga terug naar je dashboard en probeer het opnieuw.</p></div>',
);

/** The sandbox payment provider's hosted pages: onboarding confirmation and a payments overview. */
@Public()
@Controller('payments/sandbox')
export class SandboxController {
  constructor(
    @Inject(JWT_SECRET) private readonly secret: string,
    private readonly payments: PaymentsService,
    private readonly accounts: AccountsService,
  ) {}

  @Get('onboarding')
  async onboarding(@Query('token') token: string | undefined, @Res() response: Response): Promise<void> {
    const claims = token ? verifyToken(this.secret, token, 'onboarding') : undefined;
    if (!claims) {
      response.status(400).type('html').send(EXPIRED_LINK);
      return;
    }
    const settings = await this.accounts.settings(claims.accountId);
    const shop = escapeHtml(settings.shopName || settings.name);
    response.type('html').send(
      sandboxPage(
        'Onboarding',
        `<div class="card">
  <h1>Betalingen activeren voor ${shop}</h1>
  <p>Bij een echte betaalprovider vul je hier je bedrijfs- en bankgegevens in. In de sandbox bevestig je alleen.</p>
  <form method="post" action="onboarding">
    <input type="hidden" name="token" value="${escapeHtml(token!)}">
    <div class="actions">
      <button type="submit">Onboarding voltooien</button>
      <a class="button" href="${escapeHtml(claims.refreshUrl ?? '/dashboard')}">Annuleren</a>
    </div>
  </form>
</div>`,
      ),
    );
  }

  @Post('onboarding')
  async confirm(@Body('token') token: unknown, @Res() response: Response): Promise<void> {
    const claims = typeof token === 'string' ? verifyToken(this.secret, token, 'onboarding') : undefined;
    if (!claims) {
      response.status(400).type('html').send(EXPIRED_LINK);
      return;
    }
    await this.payments.completeSandboxOnboarding(claims.accountId);
    response.redirect(303, claims.returnUrl ?? '/dashboard');
  }

  @Get('dashboard')
  async dashboard(@Query('token') token: string | undefined, @Res() response: Response): Promise<void> {
    const claims = token ? verifyToken(this.secret, token, 'dashboard') : undefined;
    if (!claims) {
      response.status(400).type('html').send(EXPIRED_LINK);
      return;
    }
    const settings = await this.accounts.settings(claims.accountId);
    response.type('html').send(
      sandboxPage(
        'Dashboard',
        `<h1>Betalingen van ${escapeHtml(settings.shopName || settings.name)}</h1>
<p>Status: ${settings.onboardingCompleted ? 'betalingen actief' : 'onboarding nog niet voltooid'}</p>
<div class="card"><p>Nog geen betalingen ontvangen.</p></div>`,
      ),
    );
  }
}
