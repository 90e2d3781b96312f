import { Injectable } from '@nestjs/common';
import { DeletionHooks } from './items/deletion-hooks';

/** What menus and promotions do when a product or a collection they name is deleted. */
@Injectable()
export class CatalogDeletions extends DeletionHooks<'product' | 'collection'> {}
