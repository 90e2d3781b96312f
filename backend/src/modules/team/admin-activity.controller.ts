import { Controller, Get, Query } from '@nestjs/common';
import { parseActivityFilter, type ActivityPage } from '@bestelklaar/domain';
import { ActivityLog } from '../../common/activity';
import { CurrentShop } from '../../common/auth/current-member.decorator';
import { Requires } from '../../common/auth/requires.decorator';
import { ValidationFailed } from '../../common/errors/app-error';
import { ApiRoute } from '../../common/openapi/api-route.decorator';
import { readPageRequest } from '../../common/pagination';
import { AccountsService } from '../accounts/accounts.service';

/** 'Activiteit': owners and managers read who changed what (the domain's `activity.read`). */
@Controller('admin/activity')
export class AdminActivityController {
  constructor(
    private readonly activity: ActivityLog,
    private readonly accounts: AccountsService,
  ) {}

  /** Newest first, a page at a time; `?person=` one person's, `?from=&to=` the shop's days, both included. */
  @ApiRoute({
    summary: "Who changed what in the shop's catalogue, schedule, discounts, settings and team",
    query: 'ActivityQuery',
    answer: 'ActivityPage',
    failures: [400],
  })
  @Requires('activity.read')
  @Get()
  async list(@CurrentShop() shopId: string, @Query() query: Record<string, unknown>): Promise<ActivityPage> {
    const filter = parseActivityFilter(query);
    if (!filter.ok) throw ValidationFailed.ofFields(filter.errors);
    const page = readPageRequest(query);
    const { timeZone } = await this.accounts.pickupPolicy(shopId);
    return this.activity.list(shopId, filter.value, page, timeZone);
  }
}
