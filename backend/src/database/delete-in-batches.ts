import type { EntityManager } from 'typeorm';

/** Rows per delete: each batch is its own short statement, so no run holds many locks or pins the vacuum horizon. */
export const DELETE_BATCH = 1_000;

/**
 * Deletes the rows of `table` that meet `condition` (whose `$1` is `before`), a batch at a time,
 * until none is left; `onBatch` hears each batch's ids. Answers how many went. The batch is read
 * by the condition (an index that states it keeps that cheap), and the condition is checked again
 * on each row it deletes, so a row that changed meanwhile stays.
 */
export async function deleteInBatches(
  manager: EntityManager,
  {
    table,
    condition,
    before,
    onBatch,
  }: {
    table: string;
    condition: string;
    before: Date;
    onBatch?: (ids: string[]) => Promise<void>;
  },
): Promise<number> {
  let total = 0;
  for (;;) {
    const [deleted]: [{ id: string }[], number] = await manager.query(
      `DELETE FROM ${table} WHERE ${condition} AND id IN (
         SELECT id FROM ${table} WHERE ${condition} LIMIT $2)
       RETURNING id`,
      [before, DELETE_BATCH],
    );
    await onBatch?.(deleted.map((row) => row.id));
    total += deleted.length;
    if (deleted.length < DELETE_BATCH) return total;
  }
}
