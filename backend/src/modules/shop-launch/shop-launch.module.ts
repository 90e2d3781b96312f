import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { CatalogModule } from '../catalog/catalog.module';
import { SchedulingModule } from '../scheduling/scheduling.module';
import { AdminShopLaunchController } from './admin-shop-launch.controller';
import { ShopLaunchService } from './shop-launch.service';

@Module({
  imports: [AccountsModule, CatalogModule, SchedulingModule],
  controllers: [AdminShopLaunchController],
  providers: [ShopLaunchService],
  exports: [ShopLaunchService],
})
export class ShopLaunchModule {}
