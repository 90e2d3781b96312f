import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { CurrentAccount } from '../../common/auth/current-account.decorator';
import { ImageUploadInterceptor, type UploadedImage } from '../../storage';
import { readProductForm } from './dto/product-form';
import { ProductsService } from './products.service';

/** Create and edit take a multipart form (fields as text, the photo in `image`); a JSON body works too. */
@Controller('admin/products')
export class AdminProductsController {
  constructor(private readonly products: ProductsService) {}

  @Get()
  list(@CurrentAccount() accountId: string) {
    return this.products.list(accountId);
  }

  @Post()
  @UseInterceptors(ImageUploadInterceptor('image'))
  create(
    @CurrentAccount() accountId: string,
    @Body() body: unknown,
    @UploadedFile() image: UploadedImage | undefined,
  ) {
    return this.products.create(accountId, readProductForm(body).product, image?.buffer);
  }

  @Put(':id')
  @UseInterceptors(ImageUploadInterceptor('image'))
  update(
    @CurrentAccount() accountId: string,
    @Param('id') id: string,
    @Body() body: unknown,
    @UploadedFile() image: UploadedImage | undefined,
  ) {
    const form = readProductForm(body);
    return this.products.update(
      accountId,
      id,
      form.product,
      image ? { upload: image.buffer } : { keep: form.keepExistingImage },
    );
  }

  @Delete(':id')
  @HttpCode(204)
  async remove(@CurrentAccount() accountId: string, @Param('id') id: string): Promise<void> {
    await this.products.remove(accountId, id);
  }
}
