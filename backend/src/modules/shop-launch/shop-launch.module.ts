import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { CatalogModule } from '../catalog/catalog.module';
import { SchedulingModule } from '../scheduling/scheduling.module';
import { AdminShopLaunchController } from './admin-shop-launch.controller';
import { ShopLaunchService } from './shop-launch.service';

/**
 * Shop launch: the owner's "go live", allowed once the shop has its name, a product and pickup
 * moments. No tables of its own.
 *
 * Door (ShopLaunchService): launch.
 * Reads from others: settings and launch (AccountsService), products (CatalogService), pickup moments
 *   (SchedulingService).
 */
@Module({
  imports: [AccountsModule, CatalogModule, SchedulingModule],
  controllers: [AdminShopLaunchController],
  providers: [ShopLaunchService],
  exports: [ShopLaunchService],
})
export class ShopLaunchModule {}
