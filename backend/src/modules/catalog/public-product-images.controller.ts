import { Controller, Get, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Public } from '../../common/auth/public.decorator';
import { RequestedImage, sendImage, type ImageRequest } from '../../storage';
import { ProductsService } from './products.service';

/** Product photos for the dashboard and the shop page: `/api/images/products/{id}?v={version}&w={width}`. */
@Controller('images/products')
@Public()
export class PublicProductImagesController {
  constructor(private readonly products: ProductsService) {}

  @Get(':id')
  async image(@Param('id') id: string, @RequestedImage() requested: ImageRequest, @Res() response: Response) {
    sendImage(response, await this.products.image(id, requested.width), requested);
  }
}
