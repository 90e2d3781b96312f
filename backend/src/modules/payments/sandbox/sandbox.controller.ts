import { Body, Controller, Get, Inject, Param, Post, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ownerTexts, type Language } from '@bestelklaar/domain';
import { Public } from '../../../common/auth/public.decorator';
import { SECRETS, type Secrets } from '../../../config/secrets';
import { Clock } from '../../../common/clock';
import { AccountsService } from '../../accounts/accounts.service';
import { PaymentWebhooks } from '../payment-webhooks';
import { PaymentsService } from '../payments.service';
import {
  checkoutPage,
  endedCheckoutPage,
  paymentsTable,
  refundsTable,
  successUrlOf,
  unknownCheckoutPage,
} from './checkout-pages';
import { RequestedLanguage } from '../../../common/http/customer-language';
import { escapeHtml } from '../../../common/http/test-environment-page';
import { sandboxPage } from './sandbox-page';
import { SANDBOX_OWNER_TEXTS } from './checkout-texts';
import { verifyToken } from './signed-token';
import { ApiRoute } from '../../../common/openapi/api-route.decorator';

const OWNER = ownerTexts(SANDBOX_OWNER_TEXTS);

const EXPIRED_LINK = sandboxPage(
  OWNER.expiredLinkTitle,
  `<div class="card"><h1>${OWNER.expiredLinkHeading}</h1><p>${OWNER.expiredLink}</p></div>`,
);

/** The sandbox payment provider's hosted pages: onboarding confirmation, the payment page and a payments overview. */
@Public()
@Controller('payments/sandbox')
export class SandboxController {
  constructor(
    @Inject(SECRETS) private readonly secrets: Secrets,
    private readonly webhooks: PaymentWebhooks,
    private readonly accounts: AccountsService,
    private readonly payments: PaymentsService,
    private readonly clock: Clock,
  ) {}

  @ApiRoute({
    summary: 'The sandbox onboarding page',
    query: 'TokenQuery',
    answer: { media: 'text/html' },
    answers: { 400: { media: 'text/html' } },
  })
  @Get('onboarding')
  async onboarding(@Query('token') token: string | undefined, @Res() response: Response): Promise<void> {
    const claims = token
      ? verifyToken(this.secrets.sandboxLinks, token, 'onboarding', this.clock.now())
      : undefined;
    if (!claims) {
      response.status(400).type('html').send(EXPIRED_LINK);
      return;
    }
    const settings = await this.accounts.settings(claims.accountId);
    const shop = escapeHtml(settings.shopName || settings.name);
    response.type('html').send(
      sandboxPage(
        OWNER.onboardingTitle,
        `<div class="card">
  <h1>${OWNER.onboardingHeading(shop)}</h1>
  <p>${OWNER.onboarding}</p>
  <form method="post" action="onboarding">
    <input type="hidden" name="token" value="${escapeHtml(token!)}">
    <div class="actions">
      <button type="submit">${OWNER.completeOnboarding}</button>
      <a class="button" href="${escapeHtml(claims.refreshUrl ?? '/dashboard')}">${OWNER.cancel}</a>
    </div>
  </form>
</div>`,
      ),
    );
  }

  @ApiRoute({
    summary: 'Complete the sandbox onboarding (form post)',
    answer: 'redirect',
    status: 303,
    answers: { 400: { media: 'text/html' } },
  })
  @Post('onboarding')
  async confirm(@Body('token') token: unknown, @Res() response: Response): Promise<void> {
    const claims =
      typeof token === 'string'
        ? verifyToken(this.secrets.sandboxLinks, token, 'onboarding', this.clock.now())
        : undefined;
    if (!claims) {
      response.status(400).type('html').send(EXPIRED_LINK);
      return;
    }
    await this.webhooks.completeSandboxOnboarding(claims.accountId);
    response.redirect(303, claims.returnUrl ?? '/dashboard');
  }

  @ApiRoute({
    summary: 'The sandbox payments overview page',
    query: 'TokenQuery',
    answer: { media: 'text/html' },
    answers: { 400: { media: 'text/html' } },
  })
  @Get('dashboard')
  async dashboard(@Query('token') token: string | undefined, @Res() response: Response): Promise<void> {
    const claims = token
      ? verifyToken(this.secrets.sandboxLinks, token, 'dashboard', this.clock.now())
      : undefined;
    if (!claims) {
      response.status(400).type('html').send(EXPIRED_LINK);
      return;
    }
    const settings = await this.accounts.settings(claims.accountId);
    const sessions = await this.payments.sandboxPayments(claims.accountId);
    response.type('html').send(
      sandboxPage(
        OWNER.dashboardTitle,
        `<h1>${OWNER.paymentsOf(escapeHtml(settings.shopName || settings.name))}</h1>
<p>${OWNER.status(settings.onboardingCompleted)}</p>
${paymentsTable(sessions)}
${refundsTable(await this.payments.sandboxRefunds(claims.accountId), sessions)}`,
      ),
    );
  }

  /** Stripe's hosted payment page, played by the sandbox: the session id in the URL is its only key. */
  @ApiRoute({
    summary: 'The sandbox payment page',
    answer: { media: 'text/html' },
    answers: { 404: { media: 'text/html' } },
  })
  @Get('checkout/:sessionId')
  async checkout(
    @Param('sessionId') sessionId: string,
    @RequestedLanguage() requested: Language | undefined,
    @Res() response: Response,
  ): Promise<void> {
    const session = await this.payments.sandbox?.session(sessionId);
    if (!session) {
      response
        .status(404)
        .type('html')
        .send(unknownCheckoutPage(requested ?? 'nl'));
      return;
    }
    response
      .type('html')
      .send(session.status === 'open' ? checkoutPage(session) : endedCheckoutPage(session));
  }

  /**
   * 'Betalen': only an open session before its expiry is paid, and only once (a replay or a late
   * click is answered with what the page says now); the paid event goes in as Stripe's webhook would.
   */
  @ApiRoute({
    summary: 'Pay on the sandbox payment page (form post)',
    answer: 'redirect',
    status: 303,
    answers: { 404: { media: 'text/html' }, 409: { media: 'text/html' } },
  })
  @Post('checkout/:sessionId/pay')
  async pay(
    @Param('sessionId') sessionId: string,
    @RequestedLanguage() requested: Language | undefined,
    @Res() response: Response,
  ): Promise<void> {
    const sandbox = this.payments.sandbox;
    const paid = sandbox && (await sandbox.session(sessionId)) && (await sandbox.pay(sessionId));
    if (paid) {
      response.redirect(303, successUrlOf(paid));
      return;
    }
    const session = await sandbox?.session(sessionId);
    if (!session)
      response
        .status(404)
        .type('html')
        .send(unknownCheckoutPage(requested ?? 'nl'));
    else response.status(409).type('html').send(endedCheckoutPage(session));
  }
}
