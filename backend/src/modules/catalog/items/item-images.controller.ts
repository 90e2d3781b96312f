import { Controller, Get, Inject, Param, Res, type Type } from '@nestjs/common';
import type { Response } from 'express';
import { Public } from '../../../common/auth/public.decorator';
import {
  RequestedImage,
  sendImage,
  type ImageRequest,
  type ImageWidth,
  type StoredObject,
} from '../../../storage';
import type { ItemImageKind } from './item-images';
import { ApiRoute } from '../../../common/openapi/api-route.decorator';

/** A kind's door, as far as its public photos go. */
interface ItemPhotos {
  image(id: string, width?: ImageWidth): Promise<StoredObject>;
}

/**
 * The one public photo route of every item kind, for the dashboard and the shop page:
 * `/api/images/{kind}/{id}?v={version}&w={width}`, answered by that kind's door.
 */
export function itemImagesController(kind: ItemImageKind, door: Type<ItemPhotos>): Type<unknown> {
  @Controller(`images/${kind}`)
  @Public()
  class ItemImagesController {
    constructor(@Inject(door) private readonly items: ItemPhotos) {}

    @ApiRoute({
      summary: `A ${kind === 'products' ? 'product' : 'menu'} photo`,
      query: 'ImageQuery',
      answer: { media: 'image/*' },
      failures: [404],
    })
    @Get(':id')
    async image(
      @Param('id') id: string,
      @RequestedImage() requested: ImageRequest,
      @Res() response: Response,
    ) {
      sendImage(response, await this.items.image(id, requested.width), requested);
    }
  }
  return ItemImagesController;
}
