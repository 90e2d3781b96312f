import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { MailModule } from '../mail/mail.module';
import { OrderingModule } from '../ordering/ordering.module';
import { AdminWebhooksController } from './admin-webhooks.controller';
import { WebhookDeliveries } from './webhook-deliveries';
import { WebhookEndpoints } from './webhook-endpoints';
import { WebhookEvents } from './webhook-events';
import { WebhookOwnerMail } from './webhook-owner-mail';
import { WebhookSecrets } from './webhook-secrets';
import { WebhookSender } from './webhook-sender';

/**
 * Integrations (issue 44): signed webhooks per the Standard Webhooks specification.
 *
 * Tables: webhook_endpoints, webhook_deliveries.
 * Door: none (imported by no context).
 * Publishes no events; handles OrderPaid, OrderReady, OrderPickedUp, OrderCancelled,
 *   OrderCancelledByCustomer and OrderRefunded (WebhookEvents), each into one delivery per listening
 *   endpoint, sent by a job (WebhookDeliveries) outside any transaction.
 * Reads from others: the order as the owner's API shows it (OrderingService.adminOrderDocument), the
 *   owner's address (AccountsService.settings), to whom MailService sends the word that an endpoint
 *   was turned off after 3 days of failures.
 */
@Module({
  imports: [OrderingModule, AccountsModule, MailModule],
  controllers: [AdminWebhooksController],
  providers: [
    WebhookSecrets,
    WebhookSender,
    WebhookDeliveries,
    WebhookEndpoints,
    WebhookEvents,
    WebhookOwnerMail,
  ],
})
export class IntegrationsModule {}
