import { Controller, Get, Param } from '@nestjs/common';
import { Public } from '../../common/auth/public.decorator';
import { MenusService } from './menus.service';

/** A launched shop's menus for its page; an unknown or unlaunched shop is a 404. */
@Public()
@Controller('shop/:shop')
export class PublicMenusController {
  constructor(private readonly menus: MenusService) {}

  @Get('menus')
  menusOf(@Param('shop') shop: string) {
    return this.menus.publicMenus(shop);
  }
}
