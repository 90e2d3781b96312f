import { Controller, Get, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Public } from '../../common/auth/public.decorator';
import { RequestedImage, sendImage, type ImageRequest } from '../../storage';
import { AccountsService } from './accounts.service';
import { ApiRoute } from '../../common/openapi/api-route.decorator';

/**
 * Shop logos and banners: `/api/images/shops/{accountId}/{logo|banner}?v={version}&w={width}`, and
 * each as a link preview: `/api/images/shops/{accountId}/{logo|banner}/og?v={version}`.
 */
@Controller('images/shops')
@Public()
export class PublicShopImagesController {
  constructor(private readonly accounts: AccountsService) {}

  @ApiRoute({
    summary: "A shop's logo or banner as a 1200 × 628 JPEG for link previews",
    query: 'ImageQuery',
    answer: { media: 'image/*' },
    failures: [404],
  })
  @Get(':accountId/:kind/og')
  async shareImage(
    @Param('accountId') accountId: string,
    @Param('kind') kind: string,
    @RequestedImage() requested: ImageRequest,
    @Res() response: Response,
  ): Promise<void> {
    sendImage(response, await this.accounts.shopShareImage(accountId, kind), requested);
  }

  @ApiRoute({
    summary: "A shop's logo or banner",
    query: 'ImageQuery',
    answer: { media: 'image/*' },
    failures: [404],
  })
  @Get(':accountId/:kind')
  async image(
    @Param('accountId') accountId: string,
    @Param('kind') kind: string,
    @RequestedImage() requested: ImageRequest,
    @Res() response: Response,
  ): Promise<void> {
    sendImage(response, await this.accounts.shopImage(accountId, kind, requested.width), requested);
  }
}
