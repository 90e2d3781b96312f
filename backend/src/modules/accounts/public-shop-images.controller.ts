import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Public } from '../../common/auth/public.decorator';
import { sendImage } from '../../storage';
import { AccountsService } from './accounts.service';

/** Shop logos and banners: `/api/images/shops/{accountId}/{logo|banner}?v={version}`. */
@Controller('images/shops')
@Public()
export class PublicShopImagesController {
  constructor(private readonly accounts: AccountsService) {}

  @Get(':accountId/:kind')
  async image(
    @Param('accountId') accountId: string,
    @Param('kind') kind: string,
    @Query('v') version: unknown,
    @Res() response: Response,
  ): Promise<void> {
    sendImage(response, await this.accounts.shopImage(accountId, kind), {
      versioned: typeof version === 'string' && version !== '',
    });
  }
}
