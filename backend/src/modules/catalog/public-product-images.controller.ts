import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Public } from '../../common/auth/public.decorator';
import { requestedImageWidth, sendImage } from '../../storage';
import { ProductsService } from './products.service';

/** Product photos for the dashboard and the shop page: `/api/images/products/{id}?v={version}`. */
@Controller('images/products')
@Public()
export class PublicProductImagesController {
  constructor(private readonly products: ProductsService) {}

  @Get(':id')
  async image(
    @Param('id') id: string,
    @Query('v') version: unknown,
    @Query('w') width: unknown,
    @Res() response: Response,
  ): Promise<void> {
    sendImage(response, await this.products.image(id, requestedImageWidth(width)), {
      versioned: typeof version === 'string' && version !== '',
    });
  }
}
