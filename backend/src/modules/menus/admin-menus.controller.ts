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
import { MENU_LIMITS, parseMenuForm, type MenuForm } from '@bestelklaar/domain';
import { CurrentAccount } from '../../common/auth/current-account.decorator';
import { ParsePipe } from '../../common/http/parse.pipe';
import { imageChangeOf } from '../../common/items/item-images';
import { ImageUploadInterceptor, type UploadedImage } from '../../storage';
import { MenusService } from './menus.service';

/** The menu form and its image: a field per product (`products[0]` … `products[49]`), with room to spare. */
const MenuFormUpload = ImageUploadInterceptor('image', { maxFields: MENU_LIMITS.productsMax + 20 });

/**
 * Create and edit take a multipart form (fields as text, `products[i]`, the image in `image`); a JSON
 * body works too. The menu edited is the one in the path, whatever `_id` the body carries.
 */
@Controller('admin/menus')
export class AdminMenusController {
  constructor(private readonly menus: MenusService) {}

  @Get()
  list(@CurrentAccount() accountId: string) {
    return this.menus.listMenus(accountId);
  }

  @Post()
  @UseInterceptors(MenuFormUpload)
  create(
    @CurrentAccount() accountId: string,
    @Body(new ParsePipe(parseMenuForm)) form: MenuForm,
    @UploadedFile() image: UploadedImage | undefined,
  ) {
    return this.menus.createMenu(accountId, form, image?.buffer);
  }

  @Put(':id')
  @UseInterceptors(MenuFormUpload)
  update(
    @CurrentAccount() accountId: string,
    @Param('id') id: string,
    @Body(new ParsePipe(parseMenuForm)) form: MenuForm,
    @UploadedFile() image: UploadedImage | undefined,
  ) {
    return this.menus.updateMenu(accountId, id, form, imageChangeOf(image, form.keepExistingImage));
  }

  @Delete(':id')
  @HttpCode(204)
  async remove(@CurrentAccount() accountId: string, @Param('id') id: string): Promise<void> {
    await this.menus.removeMenu(accountId, id);
  }
}
