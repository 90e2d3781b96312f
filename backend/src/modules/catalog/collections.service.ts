import { Injectable } from '@nestjs/common';
import { EntityManager, In, Repository } from 'typeorm';
import { CATALOG_MESSAGES, type CollectionInput, type CollectionRefView } from '@bestelklaar/domain';
import { UnitOfWork } from '../../database/unit-of-work';
import { NotFound } from '../../common/errors/app-error';
import { CatalogDeletions } from './catalog-deletions';
import { CollectionEntity } from './collection.entity';
import { CollectionView, toCollectionView } from './catalog.views';
import { isUuid } from './ids';

export type { CollectionInput };

/** A shop's collections: create, rename, re-icon, reorder, delete. Every call is scoped to one account. */
@Injectable()
export class CollectionsService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly deletions: CatalogDeletions,
  ) {}

  private get collections(): Repository<CollectionEntity> {
    return this.uow.repository(CollectionEntity);
  }

  async list(accountId: string): Promise<CollectionView[]> {
    const rows = await this.collections.find({
      where: { accountId },
      order: { sortOrder: 'ASC', createdAt: 'ASC', id: 'ASC' },
    });
    return rows.map(toCollectionView);
  }

  /** The shop's own collections among `ids`, as items refer to them; others' and unknown ids are left out. */
  async refs(accountId: string, ids: readonly string[]): Promise<CollectionRefView[]> {
    if (ids.length === 0) return [];
    const rows = await this.collections.find({ where: { accountId, id: In(ids.filter(isUuid)) } });
    return rows.map(({ id, name, icon }) => ({ _id: id, name, icon }));
  }

  /** A new collection goes to the end of the order. */
  async create(accountId: string, input: CollectionInput): Promise<CollectionView> {
    return this.uow.transaction(async () => {
      const { last } = (await this.collections
        .createQueryBuilder('collection')
        .select('MAX(collection.sortOrder)', 'last')
        .where('collection.accountId = :accountId', { accountId })
        .getRawOne<{ last: number | null }>())!;
      const created = await this.collections.save(
        this.collections.create({ accountId, ...input, sortOrder: last === null ? 0 : last + 1 }),
      );
      return toCollectionView(created);
    });
  }

  async update(accountId: string, id: string, input: CollectionInput): Promise<CollectionView> {
    return this.uow.transaction(async () => {
      const collection = await this.requireOwned(accountId, id);
      const saved = await this.collections.save(Object.assign(collection, input));
      return toCollectionView(saved);
    });
  }

  /**
   * Its products stay and become uncollected (the foreign key clears their collection); menus and
   * discounts decide what it means to theirs, in the same transaction (see CatalogDeletions).
   */
  async remove(accountId: string, id: string): Promise<void> {
    if (!isUuid(id)) throw new NotFound(CATALOG_MESSAGES.collectionNotFound);
    await this.uow.transaction(async () => {
      await this.deletions.run('collection', accountId, id);
      const { affected } = await this.collections.delete({ id, accountId });
      if (!affected) throw new NotFound(CATALOG_MESSAGES.collectionNotFound);
    });
  }

  /**
   * Stores the given order (first = 0). Collections left out keep their relative order after the
   * listed ones. One unknown or foreign id and nothing changes.
   */
  async reorder(accountId: string, ids: string[]): Promise<CollectionView[]> {
    await this.uow.transaction(async () => {
      const manager = this.uow.manager;
      if (!ids.every(isUuid)) throw new NotFound(CATALOG_MESSAGES.collectionNotFound);
      const owned =
        ids.length === 0 ? 0 : await manager.countBy(CollectionEntity, { accountId, id: In(ids) });
      if (owned !== ids.length) throw new NotFound(CATALOG_MESSAGES.collectionNotFound);
      await manager.query(
        `WITH listed AS (
           SELECT id, ordinality - 1 AS position FROM unnest($2::uuid[]) WITH ORDINALITY AS t (id, ordinality)
         ),
         rest AS (
           SELECT id, $3::int + row_number() OVER (ORDER BY sort_order, created_at, id) - 1 AS position
           FROM collections WHERE account_id = $1 AND NOT (id = ANY ($2::uuid[]))
         )
         UPDATE collections SET sort_order = moved.position, updated_at = now()
         FROM (SELECT * FROM listed UNION ALL SELECT * FROM rest) AS moved
         WHERE collections.id = moved.id AND collections.account_id = $1`,
        [accountId, ids, ids.length],
      );
    });
    return this.list(accountId);
  }

  /** The collection if it is this shop's; a 404 otherwise, also for another shop's. */
  async requireOwned(accountId: string, id: string, manager?: EntityManager): Promise<CollectionEntity> {
    const repository = manager?.getRepository(CollectionEntity) ?? this.collections;
    const collection = isUuid(id) ? await repository.findOneBy({ id, accountId }) : null;
    if (!collection) throw new NotFound(CATALOG_MESSAGES.collectionNotFound);
    return collection;
  }
}
