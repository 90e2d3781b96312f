import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Public } from '../../common/auth/public.decorator';
import { requestedImageWidth, sendImage } from '../../storage';
import { AccountsService } from './accounts.service';

/** Shop logos and banners: `/api/images/shops/{accountId}/{logo|banner}?v={version}&w={width}`. */
@Controller('images/shops')
@Public()
export class PublicShopImagesController {
  constructor(private readonly accounts: AccountsService) {}

  @Get(':accountId/:kind')
  async image(
    @Param('accountId') accountId: string,
    @Param('kind') kind: string,
    @Query('v') version: unknown,
    @Query('w') width: unknown,
    @Res() response: Response,
  ): Promise<void> {
    sendImage(response, await this.accounts.shopImage(accountId, kind, requestedImageWidth(width)), {
      versioned: typeof version === 'string' && version !== '',
    });
  }
}
