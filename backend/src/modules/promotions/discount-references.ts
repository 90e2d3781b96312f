import { Injectable, type OnModuleInit } from '@nestjs/common';
import { CatalogService } from '../catalog/catalog.service';
import { MenusService } from '../menus/menus.service';
import { DiscountStore } from './discount-store';

/**
 * What deleting a product, menu or collection means to the discounts naming it, run by the owning
 * context's door in its deleting transaction: the item leaves them, a collection's discounts go.
 */
@Injectable()
export class DiscountReferences implements OnModuleInit {
  constructor(
    private readonly catalog: CatalogService,
    private readonly menus: MenusService,
    private readonly store: DiscountStore,
  ) {}

  onModuleInit(): void {
    this.catalog.beforeDeleting('product', (accountId, id) =>
      this.store.dropTarget(accountId, { kind: 'product', id }),
    );
    this.menus.beforeDeleting('menu', (accountId, id) =>
      this.store.dropTarget(accountId, { kind: 'menu', id }),
    );
    this.catalog.beforeDeleting('collection', (accountId, id) =>
      this.store.removeForCollection(accountId, id),
    );
  }
}
