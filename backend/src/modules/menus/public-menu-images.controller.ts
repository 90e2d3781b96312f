import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Public } from '../../common/auth/public.decorator';
import { requestedImageWidth, sendImage } from '../../storage';
import { MenusService } from './menus.service';

/** Menu images for the dashboard and the shop page: `/api/images/menus/{id}?v={version}`. */
@Controller('images/menus')
@Public()
export class PublicMenuImagesController {
  constructor(private readonly menus: MenusService) {}

  @Get(':id')
  async image(
    @Param('id') id: string,
    @Query('v') version: unknown,
    @Query('w') width: unknown,
    @Res() response: Response,
  ): Promise<void> {
    sendImage(response, await this.menus.image(id, requestedImageWidth(width)), {
      versioned: typeof version === 'string' && version !== '',
    });
  }
}
