import { Controller, Get, Param } from '@nestjs/common';
import { Public } from '../../common/auth/public.decorator';
import { MenusService } from './menus.service';
import { ApiRoute } from '../../common/openapi/api-route.decorator';

/** A launched shop's menus for its page; an unknown or unlaunched shop is a 404. */
@Public()
@Controller('shop/:shop')
export class PublicMenusController {
  constructor(private readonly menus: MenusService) {}

  @ApiRoute({ summary: "A launched shop's menus", answer: 'PublicMenuList', failures: [404] })
  @Get('menus')
  menusOf(@Param('shop') shop: string) {
    return this.menus.publicMenus(shop);
  }
}
