import { Controller, Get, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Public } from '../../common/auth/public.decorator';
import { RequestedImage, sendImage, type ImageRequest } from '../../storage';
import { AccountsService } from './accounts.service';

/**
 * Shop logos and banners: `/api/images/shops/{accountId}/{logo|banner}?v={version}&w={width}`, and
 * the banner cut for link previews: `/api/images/shops/{accountId}/banner/og?v={version}`.
 */
@Controller('images/shops')
@Public()
export class PublicShopImagesController {
  constructor(private readonly accounts: AccountsService) {}

  @Get(':accountId/banner/og')
  async shareImage(
    @Param('accountId') accountId: string,
    @RequestedImage() requested: ImageRequest,
    @Res() response: Response,
  ): Promise<void> {
    sendImage(response, await this.accounts.shopShareImage(accountId), requested);
  }

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
