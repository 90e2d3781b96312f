import { IMAGE_MESSAGES, type ItemKind } from '@bestelklaar/domain';
import type { Repository } from 'typeorm';
import { NotFound } from '../../../common/errors/app-error';
import { isUuid } from '../../../common/ids';
import type { ImageStore, ImageWidth, StoredObject } from '../../../storage';
import type { ItemColumns } from './item-columns';

/** The two kinds of item, as their photos' storage folders and public URLs name them. */
export type ItemImageKind = `${ItemKind}s`;

/** What an edit does to the photo: a new upload replaces it; without one it is kept or removed. */
export type ImageChange = { upload: Buffer } | { keep: boolean };

type ImageColumns = Pick<ItemColumns, 'hasImage' | 'imageKey' | 'imageVersion'>;
type ImageOf = Pick<ItemColumns, 'id' | 'hasImage' | 'imageKey'>;

/** What a form sent about the photo: the upload if any, else whether to keep the current one. */
export function imageChangeOf(
  upload: { buffer: Buffer } | undefined,
  keepExistingImage: boolean,
): ImageChange {
  return upload ? { upload: upload.buffer } : { keep: keepExistingImage };
}

/** `/api/images/{kind}/{id}?v={version}`: versioned, so it can be cached for good; null without a photo. */
export function itemImageUrl(
  kind: ItemImageKind,
  item: Pick<ItemColumns, 'id' | 'hasImage' | 'imageVersion'>,
): string | null {
  return item.hasImage ? `/api/images/${kind}/${item.id}?v=${item.imageVersion}` : null;
}

/**
 * An item's photo through its life: stored before the row points at it, replaced or removed after
 * the row's change committed (see ImageStore). One kind's rows, through a repository the caller
 * hands over, so each kind keeps its table.
 */
export class ItemImages {
  constructor(
    private readonly store: ImageStore,
    private readonly kind: ItemImageKind,
  ) {}

  /** Images stored before keys were per upload sit at the bare prefix. */
  private keyOf(item: ImageOf): string {
    return item.imageKey ?? `${this.kind}/${item.id}`;
  }

  /** Stores a new item's photo, if any, then runs `insert` with the columns that point at it. */
  async create<T>(id: string, upload: Buffer | undefined, insert: (columns: ImageColumns) => Promise<T>) {
    const image = upload ? await this.store.prepare(upload) : undefined;
    const imageKey = image ? await this.store.stage(`${this.kind}/${id}`, image) : null;
    return this.store.commitImages({ staged: imageKey ? [imageKey] : [], replaced: [] }, () =>
      insert({ hasImage: imageKey !== null, imageKey, imageVersion: imageKey ? 1 : 0 }),
    );
  }

  /** Stores a new photo or drops the current one as `change` says, around `update` with the columns to set. */
  async change<T>(
    item: ImageOf,
    change: ImageChange,
    update: (
      columns: Partial<Omit<ImageColumns, 'imageVersion'>> & { imageVersion?: () => string },
    ) => Promise<T>,
  ) {
    const image = 'upload' in change ? await this.store.prepare(change.upload) : undefined;
    const dropsImage = !image && 'keep' in change && !change.keep && item.hasImage;
    const imageKey = image ? await this.store.stage(`${this.kind}/${item.id}`, image) : undefined;
    const current = item.hasImage ? [this.keyOf(item)] : [];
    return this.store.commitImages(
      { staged: imageKey ? [imageKey] : [], replaced: imageKey || dropsImage ? current : [] },
      () =>
        update({
          ...(imageKey && {
            hasImage: true,
            imageKey,
            // Raised in SQL, so two simultaneous uploads never share a version (and a cached URL).
            imageVersion: () => 'image_version + 1',
          }),
          ...(dropsImage && { hasImage: false, imageKey: null }),
        }),
    );
  }

  /** Runs `remove`, then removes the item's photo once that committed. */
  remove<T>(item: ImageOf, remove: () => Promise<T>): Promise<T> {
    return this.store.commitImages({ staged: [], replaced: item.hasImage ? [this.keyOf(item)] : [] }, remove);
  }

  /** Public: the photo, or its copy `width` pixels wide when one was made at upload. */
  async read(rows: Repository<ItemColumns>, id: string, width?: ImageWidth): Promise<StoredObject> {
    const item = isUuid(id)
      ? await rows.findOne({ where: { id }, select: { id: true, hasImage: true, imageKey: true } })
      : null;
    const image = item?.hasImage ? await this.store.read(this.keyOf(item), width) : undefined;
    if (!image) throw new NotFound(IMAGE_MESSAGES.notFound);
    return image;
  }
}
