import { Body, Controller, Delete, Get, Headers, HttpCode, Post } from '@nestjs/common';
import {
  parsePushSubscription,
  parsePushUnsubscribe,
  type PushSubscriptionInput,
  type PushUnsubscribeInput,
} from '@bestelklaar/domain';
import { CurrentMember } from '../../common/auth/current-member.decorator';
import type { Member } from '../../common/auth/member-session';
import { Requires } from '../../common/auth/requires.decorator';
import { ParsePipe } from '../../common/http/parse.pipe';
import { ApiRoute } from '../../common/openapi/api-route.decorator';
import { PushService } from './push.service';

/** As 'Mijn sessies' shows it: enough to tell two browsers apart. */
const MAX_USER_AGENT_LENGTH = 300;

/** 'Meldingen op dit toestel' on 'Mijn account': the person's own devices in the session's shop. */
@Controller('admin/push')
export class AdminPushController {
  constructor(private readonly push: PushService) {}

  @ApiRoute({
    summary: "The server's VAPID public key, which a browser subscribes with",
    answer: 'PushPublicKeyView',
  })
  @Requires('push.subscribe')
  @Get('public-key')
  publicKey() {
    return this.push.publicKey();
  }

  @ApiRoute({
    summary:
      "Turn this device's notifications on: the browser's PushSubscription; an endpoint sent again moves to the person asking",
    body: 'PushSubscriptionInput',
    answer: 'PushDeviceView',
  })
  @Requires('push.subscribe')
  @Post('subscriptions')
  @HttpCode(201)
  async subscribe(
    @CurrentMember() member: Member,
    @Body(new ParsePipe(parsePushSubscription)) body: PushSubscriptionInput,
    @Headers('user-agent') userAgent: string | undefined,
  ) {
    return this.push.subscribe(
      {
        userId: member.userId,
        shopId: member.shopId,
        userAgent: userAgent?.slice(0, MAX_USER_AGENT_LENGTH) || null,
      },
      body,
    );
  }

  @ApiRoute({
    summary: "Turn this device's notifications off (the person's own device in this shop; another's stays)",
    body: 'PushUnsubscribeInput',
    answer: null,
  })
  @Requires('push.subscribe')
  @Delete('subscriptions')
  @HttpCode(204)
  async unsubscribe(
    @CurrentMember() member: Member,
    @Body(new ParsePipe(parsePushUnsubscribe)) body: PushUnsubscribeInput,
  ) {
    await this.push.unsubscribe(member.userId, member.shopId, body.endpoint);
  }
}
