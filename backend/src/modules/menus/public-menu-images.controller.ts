import { Controller, Get, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Public } from '../../common/auth/public.decorator';
import { RequestedImage, sendImage, type ImageRequest } from '../../storage';
import { MenusService } from './menus.service';

/** Menu photos for the dashboard and the shop page: `/api/images/menus/{id}?v={version}&w={width}`. */
@Controller('images/menus')
@Public()
export class PublicMenuImagesController {
  constructor(private readonly menus: MenusService) {}

  @Get(':id')
  async image(@Param('id') id: string, @RequestedImage() requested: ImageRequest, @Res() response: Response) {
    sendImage(response, await this.menus.image(id, requested.width), requested);
  }
}
