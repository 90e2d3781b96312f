import { RecordsActivity } from '../../common/activity';
import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { parseProductForm, type ProductForm } from '@bestelklaar/domain';
import { CurrentShop } from '../../common/auth/current-member.decorator';
import { ParsePipe } from '../../common/http/parse.pipe';
import { asksForPage, readPageRequest } from '../../common/pagination';
import { imageChangeOf } from './items/item-images';
import { ImageUploadInterceptor, type UploadedImage } from '../../storage';
import { ProductsService } from './products.service';
import { ApiRoute } from '../../common/openapi/api-route.decorator';
import { Requires } from '../../common/auth/requires.decorator';

/** Create and edit take a multipart form (fields as text, the photo in `image`); a JSON body works too. */
@Controller('admin/products')
export class AdminProductsController {
  constructor(private readonly products: ProductsService) {}

  /** The spec's plain list, or with `?limit=` / `?cursor=` one page of it: `{ items, nextCursor }`. */
  @ApiRoute({
    summary: 'List the products (all, or one page with ?limit= / ?cursor=)',
    query: 'PageQuery',
    answer: ['ProductList', 'ProductPage'],
    failures: [400],
  })
  @Requires('catalog.read')
  @Get()
  list(@CurrentShop() accountId: string, @Query() query: Record<string, unknown>) {
    return asksForPage(query)
      ? this.products.listPage(accountId, readPageRequest(query))
      : this.products.list(accountId);
  }

  @ApiRoute({
    summary: 'Create a product',
    body: 'ProductRequest',
    multipart: true,
    answer: 'ProductView',
    failures: [404, 413],
  })
  @Requires('catalog.edit')
  @RecordsActivity('product')
  @Post()
  @UseInterceptors(ImageUploadInterceptor('image'))
  create(
    @CurrentShop() accountId: string,
    @Body(new ParsePipe(parseProductForm)) form: ProductForm,
    @UploadedFile() image: UploadedImage | undefined,
  ) {
    return this.products.create(accountId, form.product, image?.buffer);
  }

  @ApiRoute({
    summary: 'Edit a product',
    body: 'ProductRequest',
    multipart: true,
    answer: 'ProductView',
    failures: [404, 413],
  })
  @Requires('catalog.edit')
  @RecordsActivity('product')
  @Put(':id')
  @UseInterceptors(ImageUploadInterceptor('image'))
  update(
    @CurrentShop() accountId: string,
    @Param('id') id: string,
    @Body(new ParsePipe(parseProductForm)) form: ProductForm,
    @UploadedFile() image: UploadedImage | undefined,
  ) {
    return this.products.update(accountId, id, form.product, imageChangeOf(image, form.keepExistingImage));
  }

  @ApiRoute({ summary: 'Delete a product', answer: null, failures: [404, 409] })
  @Requires('catalog.edit')
  @RecordsActivity('product')
  @Delete(':id')
  @HttpCode(204)
  async remove(@CurrentShop() accountId: string, @Param('id') id: string): Promise<void> {
    await this.products.remove(accountId, id);
  }
}
