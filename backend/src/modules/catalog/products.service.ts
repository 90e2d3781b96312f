import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { Repository } from 'typeorm';
import { CATALOG_MESSAGES, IMAGE_MESSAGES, type ProductInput } from '@bestelklaar/domain';
import { UnitOfWork } from '../../database/unit-of-work';
import { NotFound } from '../../common/errors/app-error';
import { paginate, type Page, type PageRequest } from '../../common/pagination';
import { ImageStore, type ImageWidth, type StoredObject } from '../../storage';
import { CollectionsService } from './collections.service';
import { ProductEntity } from './product.entity';
import {
  productImagePrefix,
  ProductView,
  storedProductImageKey,
  toProductView,
  toStoredOptionGroup,
} from './catalog.views';
import { isUuid } from './ids';

export type { ProductInput };

/** What an edit does to the image: a new upload replaces it; without one it is kept or removed. */
export type ImageChange = { upload: Buffer } | { keep: boolean };

/** A shop's products and their images. Every call is scoped to one account, except reading a public image. */
@Injectable()
export class ProductsService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly collections: CollectionsService,
    private readonly images: ImageStore,
  ) {}

  private get products(): Repository<ProductEntity> {
    return this.uow.repository(ProductEntity);
  }

  /** Newest first; one query with the collection joined, whatever the number of products. */
  async list(accountId: string): Promise<ProductView[]> {
    const rows = await this.products
      .createQueryBuilder('product')
      .leftJoinAndSelect('product.collection', 'collection')
      .where('product.accountId = :accountId', { accountId })
      .orderBy('product.createdAt', 'DESC')
      .addOrderBy('product.id', 'DESC')
      .getMany();
    return rows.map(toProductView);
  }

  /** The same list, a page at a time (`?limit=&cursor=`), for shops with many products. */
  async listPage(accountId: string, request: PageRequest): Promise<Page<ProductView>> {
    const query = this.products
      .createQueryBuilder('product')
      .leftJoinAndSelect('product.collection', 'collection')
      .where('product.accountId = :accountId', { accountId });
    const page = await paginate(
      query,
      {
        // Milliseconds, as the cursor carries them (Postgres keeps microseconds).
        sortColumn: `date_trunc('milliseconds', product.created_at)`,
        idColumn: 'product.id',
        sortType: 'timestamptz',
        direction: 'DESC',
        positionOf: (product) => ({ sortKey: product.createdAt.toISOString(), id: product.id }),
      },
      request,
    );
    return { items: page.items.map(toProductView), nextCursor: page.nextCursor };
  }

  count(accountId: string): Promise<number> {
    return this.products.countBy({ accountId });
  }

  async create(accountId: string, input: ProductInput, upload?: Buffer): Promise<ProductView> {
    if (input.collectionId) await this.collections.requireOwned(accountId, input.collectionId);
    const image = upload ? await this.images.prepare(upload) : undefined;
    const id = randomUUID();
    const imageKey = image ? await this.images.stage(productImagePrefix(id), image) : null;
    await this.images.commitImages({ staged: imageKey ? [imageKey] : [], replaced: [] }, () =>
      this.products.insert({
        id,
        accountId,
        ...this.columns(input),
        hasImage: imageKey !== null,
        imageKey,
        imageVersion: imageKey ? 1 : 0,
      }),
    );
    return this.view(id);
  }

  async update(
    accountId: string,
    id: string,
    input: ProductInput,
    imageChange: ImageChange,
  ): Promise<ProductView> {
    const product = await this.requireOwned(accountId, id);
    if (input.collectionId) await this.collections.requireOwned(accountId, input.collectionId);
    const image = 'upload' in imageChange ? await this.images.prepare(imageChange.upload) : undefined;
    const dropsImage = !image && 'keep' in imageChange && !imageChange.keep && product.hasImage;
    const imageKey = image ? await this.images.stage(productImagePrefix(id), image) : undefined;
    const current = product.hasImage ? [storedProductImageKey(product)] : [];

    await this.images.commitImages(
      { staged: imageKey ? [imageKey] : [], replaced: imageKey || dropsImage ? current : [] },
      () =>
        this.products.update(
          { id, accountId },
          {
            ...this.columns(input),
            ...(imageKey && {
              hasImage: true,
              imageKey,
              // Raised in SQL, so two simultaneous uploads never share a version (and a cached URL).
              imageVersion: () => 'image_version + 1',
            }),
            ...(dropsImage && { hasImage: false, imageKey: null }),
          },
        ),
    );
    return this.view(id);
  }

  /** The product and its image; its place in menus and past orders is theirs to handle. */
  async remove(accountId: string, id: string): Promise<void> {
    const product = await this.requireOwned(accountId, id);
    await this.images.commitImages(
      { staged: [], replaced: product.hasImage ? [storedProductImageKey(product)] : [] },
      async () => {
        const { affected } = await this.products.delete({ id, accountId });
        if (!affected) throw new NotFound(CATALOG_MESSAGES.productNotFound);
      },
    );
  }

  /** Public: product images are shown to every visitor of the shop. */
  /** The photo, or its copy `width` pixels wide when one was made at upload. */
  async image(productId: string, width?: ImageWidth): Promise<StoredObject> {
    const product = isUuid(productId)
      ? await this.products.findOne({
          where: { id: productId },
          select: { id: true, hasImage: true, imageKey: true },
        })
      : null;
    const image = product?.hasImage
      ? await this.images.read(storedProductImageKey(product), width)
      : undefined;
    if (!image) throw new NotFound(IMAGE_MESSAGES.notFound);
    return image;
  }

  private async requireOwned(accountId: string, id: string): Promise<ProductEntity> {
    const product = isUuid(id) ? await this.products.findOneBy({ id, accountId }) : null;
    if (!product) throw new NotFound(CATALOG_MESSAGES.productNotFound);
    return product;
  }

  private columns(input: ProductInput) {
    return {
      name: input.name,
      description: input.description,
      priceCents: input.priceCents,
      collectionId: input.collectionId,
      stockQuantity: input.stockQuantity,
      soldAlone: input.soldAlone,
      vatRate: input.vatRate,
      options: input.productOptions.map(toStoredOptionGroup),
    };
  }

  private async view(id: string): Promise<ProductView> {
    const product = await this.products.findOneOrFail({ where: { id }, relations: { collection: true } });
    return toProductView(product);
  }
}
