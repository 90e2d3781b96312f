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
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { MENU_LIMITS, parseMenuForm, type MenuForm } from '@bestelklaar/domain';
import { CurrentShop } from '../../common/auth/current-member.decorator';
import { ParsePipe } from '../../common/http/parse.pipe';
import { imageChangeOf } from '../catalog';
import { ImageUploadInterceptor, type UploadedImage } from '../../storage';
import { MenusService } from './menus.service';
import { ApiRoute } from '../../common/openapi/api-route.decorator';
import { Requires } from '../../common/auth/requires.decorator';

/** The menu form and its image: a field per product (`products[0]` … `products[49]`), with room to spare. */
const MenuFormUpload = ImageUploadInterceptor('image', { maxFields: MENU_LIMITS.productsMax + 20 });

/**
 * Create and edit take a multipart form (fields as text, `products[i]`, the image in `image`); a JSON
 * body works too. The menu edited is the one in the path, whatever `_id` the body carries.
 */
@Controller('admin/menus')
export class AdminMenusController {
  constructor(private readonly menus: MenusService) {}

  @ApiRoute({ summary: 'List the menus', answer: 'MenuList' })
  @Requires('catalog.read')
  @Get()
  list(@CurrentShop() accountId: string) {
    return this.menus.listMenus(accountId);
  }

  @ApiRoute({
    summary: 'Create a menu',
    body: 'MenuRequest',
    multipart: true,
    answer: 'MenuView',
    failures: [404, 413],
  })
  @Requires('catalog.edit')
  @RecordsActivity('menu')
  @Post()
  @UseInterceptors(MenuFormUpload)
  create(
    @CurrentShop() accountId: string,
    @Body(new ParsePipe(parseMenuForm)) form: MenuForm,
    @UploadedFile() image: UploadedImage | undefined,
  ) {
    return this.menus.createMenu(accountId, form, image?.buffer);
  }

  @ApiRoute({
    summary: 'Edit a menu',
    body: 'MenuRequest',
    multipart: true,
    answer: 'MenuView',
    failures: [404, 413],
  })
  @Requires('catalog.edit')
  @RecordsActivity('menu')
  @Put(':id')
  @UseInterceptors(MenuFormUpload)
  update(
    @CurrentShop() accountId: string,
    @Param('id') id: string,
    @Body(new ParsePipe(parseMenuForm)) form: MenuForm,
    @UploadedFile() image: UploadedImage | undefined,
  ) {
    return this.menus.updateMenu(accountId, id, form, imageChangeOf(image, form.keepExistingImage));
  }

  @ApiRoute({ summary: 'Delete a menu', answer: null, failures: [404] })
  @Requires('catalog.edit')
  @RecordsActivity('menu')
  @Delete(':id')
  @HttpCode(204)
  async remove(@CurrentShop() accountId: string, @Param('id') id: string): Promise<void> {
    await this.menus.removeMenu(accountId, id);
  }
}
