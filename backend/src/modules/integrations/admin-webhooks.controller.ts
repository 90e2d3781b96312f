import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Query } from '@nestjs/common';
import {
  parseWebhookEndpoint,
  parseWebhookEndpointChange,
  type Parsed,
  type WebhookDeliveryPage,
  type WebhookDeliveryQueued,
  type WebhookEndpointCreated,
  type WebhookEndpointView,
  type WebhookUrlRules,
} from '@bestelklaar/domain';
import { CurrentShop } from '../../common/auth/current-member.decorator';
import { Requires } from '../../common/auth/requires.decorator';
import { NotFound, ValidationFailed } from '../../common/errors/app-error';
import { isUuid } from '../../common/ids';
import { ApiRoute } from '../../common/openapi/api-route.decorator';
import { readPageRequest } from '../../common/pagination';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { WebhookEndpoints } from './webhook-endpoints';

/** An id in the path that cannot be a row's is simply not found. */
function rowId(id: string): string {
  if (!isUuid(id)) throw new NotFound();
  return id;
}

function parsed<T>(result: Parsed<T>): T {
  if (!result.ok) throw ValidationFailed.ofFields(result.errors);
  return result.value;
}

/** 'Koppelingen' in the dashboard: a shop's webhook endpoints and their deliveries, owners only. */
@Controller('admin/webhooks')
export class AdminWebhooksController {
  private readonly urlRules: WebhookUrlRules;

  constructor(
    private readonly endpoints: WebhookEndpoints,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.urlRules = { httpsOnly: config.env === 'production' };
  }

  @ApiRoute({ summary: "The shop's webhook endpoints", answer: 'WebhookEndpointList' })
  @Requires('integrations.manage')
  @Get()
  async list(@CurrentShop() shopId: string): Promise<WebhookEndpointView[]> {
    return this.endpoints.list(shopId);
  }

  @ApiRoute({
    summary: 'Add a webhook endpoint; the answer alone shows its signing secret',
    body: 'WebhookEndpointInput',
    answer: 'WebhookEndpointCreated',
    failures: [400],
  })
  @Requires('integrations.manage')
  @Post()
  async create(@CurrentShop() shopId: string, @Body() body: unknown): Promise<WebhookEndpointCreated> {
    return this.endpoints.create(shopId, parsed(parseWebhookEndpoint(body, this.urlRules)));
  }

  @ApiRoute({
    summary: "Change an endpoint's URL, events or whether it is on",
    body: 'WebhookEndpointChange',
    answer: 'WebhookEndpointView',
    failures: [400],
  })
  @Requires('integrations.manage')
  @Put(':id')
  async change(
    @CurrentShop() shopId: string,
    @Param('id') id: string,
    @Body() body: unknown,
  ): Promise<WebhookEndpointView> {
    const change = parsed(parseWebhookEndpointChange(body, this.urlRules));
    return this.endpoints.change(shopId, rowId(id), change);
  }

  @ApiRoute({ summary: 'Delete an endpoint and its deliveries', answer: null })
  @Requires('integrations.manage')
  @Delete(':id')
  @HttpCode(204)
  async remove(@CurrentShop() shopId: string, @Param('id') id: string): Promise<void> {
    await this.endpoints.remove(shopId, rowId(id));
  }

  @ApiRoute({
    summary: "An endpoint's deliveries, newest first",
    query: 'PageQuery',
    answer: 'WebhookDeliveryPage',
    failures: [400],
  })
  @Requires('integrations.manage')
  @Get(':id/deliveries')
  async deliveries(
    @CurrentShop() shopId: string,
    @Param('id') id: string,
    @Query() query: Record<string, unknown>,
  ): Promise<WebhookDeliveryPage> {
    return this.endpoints.deliveriesOf(shopId, rowId(id), readPageRequest(query));
  }

  @ApiRoute({ summary: "Send the endpoint a 'webhook.test' delivery", answer: 'WebhookDeliveryQueued' })
  @Requires('integrations.manage')
  @Post(':id/test')
  @HttpCode(202)
  async test(@CurrentShop() shopId: string, @Param('id') id: string): Promise<WebhookDeliveryQueued> {
    return { deliveryId: await this.endpoints.sendTest(shopId, rowId(id)) };
  }

  @ApiRoute({
    summary: 'Send a delivery again now, with 3 more days of retries',
    answer: 'WebhookDeliveryQueued',
  })
  @Requires('integrations.manage')
  @Post('deliveries/:id/retry')
  @HttpCode(202)
  async retry(@CurrentShop() shopId: string, @Param('id') id: string): Promise<WebhookDeliveryQueued> {
    return { deliveryId: await this.endpoints.retry(shopId, rowId(id)) };
  }
}
