import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { Repository } from 'typeorm';
import { CATALOG_MESSAGES, IMAGE_MESSAGES, type OptionGroup } from '@bestelklaar/domain';
import { NotFound } from '../../common/errors/app-error';
import { ImageStore, type StoredObject } from '../../storage';
import { CollectionsService } from './collections.service';
import { ProductEntity } from './product.entity';
import { productImageKey, ProductView, toProductView, toStoredOptionGroup } from './catalog.views';
import { isUuid } from './ids';

/** A product as the forms send it, already checked field by field. */
export interface ProductInput {
  name: string;
  description: string;
  priceCents: number;
  collectionId: string | null;
  stockQuantity: number | null;
  soldAlone: boolean;
  productOptions: OptionGroup[];
}

/** What an edit does to the image: a new upload replaces it; without one it is kept or removed. */
export type ImageChange = { upload: Buffer } | { keep: boolean };

/** A shop's products and their images. Every call is scoped to one account, except reading a public image. */
@Injectable()
export class ProductsService {
  private readonly logger = new Logger(ProductsService.name);

  constructor(
    @InjectRepository(ProductEntity) private readonly products: Repository<ProductEntity>,
    private readonly collections: CollectionsService,
    private readonly images: ImageStore,
  ) {}

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

  count(accountId: string): Promise<number> {
    return this.products.countBy({ accountId });
  }

  async create(accountId: string, input: ProductInput, upload?: Buffer): Promise<ProductView> {
    if (input.collectionId) await this.collections.requireOwned(accountId, input.collectionId);
    const image = upload ? await this.images.prepare(upload) : undefined;
    const id = randomUUID();
    await this.products.manager.transaction(async (manager) => {
      await manager.insert(ProductEntity, {
        id,
        accountId,
        ...this.columns(input),
        hasImage: image !== undefined,
        imageVersion: image ? 1 : 0,
      });
      // Inside the transaction: if storing the image fails, the product is not created either.
      if (image) await this.images.save(productImageKey(id), image);
    });
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

    await this.products.manager.transaction(async (manager) => {
      await manager.update(
        ProductEntity,
        { id, accountId },
        {
          ...this.columns(input),
          hasImage: image ? true : dropsImage ? false : product.hasImage,
          // Raised in SQL, so two simultaneous uploads never share a version (and a cached URL).
          ...(image && { imageVersion: () => 'image_version + 1' }),
        },
      );
      if (image) await this.images.save(productImageKey(id), image);
    });
    if (dropsImage) await this.removeImage(id);
    return this.view(id);
  }

  /** The product and its image; its place in menus and past orders is theirs to handle. */
  async remove(accountId: string, id: string): Promise<void> {
    if (!isUuid(id)) throw new NotFound(CATALOG_MESSAGES.productNotFound);
    const { affected } = await this.products.delete({ id, accountId });
    if (!affected) throw new NotFound(CATALOG_MESSAGES.productNotFound);
    await this.removeImage(id);
  }

  /** Public: product images are shown to every visitor of the shop. */
  async image(productId: string): Promise<StoredObject> {
    const image = isUuid(productId) ? await this.images.read(productImageKey(productId)) : undefined;
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
      options: input.productOptions.map(toStoredOptionGroup),
    };
  }

  private async view(id: string): Promise<ProductView> {
    const product = await this.products.findOneOrFail({ where: { id }, relations: { collection: true } });
    return toProductView(product);
  }

  /** After the row is gone or no longer points at it; a leftover file is harmless, so a failure is only logged. */
  private async removeImage(id: string): Promise<void> {
    try {
      await this.images.remove(productImageKey(id));
    } catch (error) {
      this.logger.warn(`Afbeelding van product ${id} kon niet worden verwijderd: ${String(error)}`);
    }
  }
}
