import { Injectable, Logger } from '@nestjs/common';
import {
  changedFields,
  type ActivityChangeKind,
  type ActivityFilter,
  type ActivityPage,
  type ActivitySnapshot,
  type ActivitySubject,
} from '@bestelklaar/domain';
import { UnitOfWork } from '../../database/unit-of-work';
import { Clock } from '../clock';
import { isUuid } from '../ids';
import { encodeCursor, PAGINATION_MESSAGES, type PageRequest } from '../pagination';
import { ValidationFailed } from '../errors/app-error';

/** A subject as its context reads it for the log: its name and the fields the domain lists for it. */
export interface SubjectState {
  name: string;
  fields: ActivitySnapshot;
}

/** How a context reads one of its subjects (null: there is none, e.g. before a creation). */
export type SubjectReader = (shopId: string, id: string) => Promise<SubjectState | null>;

export interface ActivityRecord {
  shopId: string;
  userId: string;
  subject: ActivitySubject;
  subjectId: string;
  before: SubjectState | null;
  after: SubjectState | null;
}

interface ActivityRow {
  id: string;
  user_id: string;
  person_name: string;
  at: Date;
  subject: ActivitySubject;
  subject_id: string;
  subject_name: string;
  change: ActivityChangeKind;
  changes: ActivityPage['entries'][number]['changes'];
}

/**
 * 'Activiteit': the shop's append-only log of who changed what. Contexts say how each of their
 * subjects reads (`describe`); the routes that change one carry `@RecordsActivity`, which reads the
 * subject before and after and records the difference. A save that changed nothing records nothing.
 */
@Injectable()
export class ActivityLog {
  private readonly logger = new Logger('Activiteit');
  private readonly readers = new Map<ActivitySubject, SubjectReader>();

  constructor(
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  describe(subject: ActivitySubject, reader: SubjectReader): void {
    this.readers.set(subject, reader);
  }

  /** The subject as it is now; a subject no context describes is a programming error. */
  async read(subject: ActivitySubject, shopId: string, id: string): Promise<SubjectState | null> {
    const reader = this.readers.get(subject);
    if (!reader) throw new Error(`No context describes the activity subject '${subject}'.`);
    // Every subject's id is a uuid (the shop's, a row's, a person's): anything else names none.
    return isUuid(id) ? reader(shopId, id) : null;
  }

  async record({ shopId, userId, subject, subjectId, before, after }: ActivityRecord): Promise<void> {
    const changes = changedFields(subject, before?.fields ?? null, after?.fields ?? null);
    const change: ActivityChangeKind = !before ? 'created' : !after ? 'deleted' : 'changed';
    if (!before && !after) return;
    if (change === 'changed' && changes.length === 0 && before?.name === after?.name) return;
    await this.uow.manager.query(
      `INSERT INTO activity (shop_id, user_id, person_name, at, subject, subject_id, subject_name, change, changes)
       SELECT $1, $2, users.name, $3, $4, $5, $6, $7, $8 FROM users WHERE users.id = $2`,
      [
        shopId,
        userId,
        this.clock.now(),
        subject,
        subjectId,
        (after ?? before)!.name,
        change,
        JSON.stringify(changes),
      ],
    );
  }

  /**
   * After a saved change: reads the subject as it is now and records the difference with `before`.
   * A failure is logged, not thrown: the change itself was saved and stays so.
   */
  async recordAfterSave(
    subject: ActivitySubject,
    change: Omit<ActivityRecord, 'subject' | 'after'>,
  ): Promise<void> {
    try {
      const after = await this.read(subject, change.shopId, change.subjectId);
      await this.record({ ...change, subject, after });
    } catch (error) {
      this.logger.error(
        { err: error, shopId: change.shopId, subject, subjectId: change.subjectId },
        'Een wijziging kon niet in de activiteit worden opgenomen.',
      );
    }
  }

  /** Newest first, a page at a time; `people` is everyone in the shop's log (for the filter). */
  async list(
    shopId: string,
    filter: ActivityFilter,
    page: PageRequest,
    timeZone: string,
  ): Promise<ActivityPage> {
    const conditions = ['shop_id = $1'];
    const values: unknown[] = [shopId];
    const add = (sql: string, value: unknown) => {
      values.push(value);
      conditions.push(sql.replace('?', `$${values.length}`));
    };
    if (filter.person) add('user_id = ?', filter.person);
    // The shop's days, in its time zone.
    if (filter.from || filter.to) values.push(timeZone);
    const zone = `$${values.length}`;
    if (filter.from) add(`at >= (?::date)::timestamp AT TIME ZONE ${zone}`, filter.from);
    if (filter.to) add(`at < ((?::date) + 1)::timestamp AT TIME ZONE ${zone}`, filter.to);
    // The cursor's id is this list's: digits, else it is another list's and starts nothing.
    if (page.after && !(/^\d{1,18}$/.test(page.after.id) && isWrittenInstant(page.after.sortKey)))
      throw ValidationFailed.ofFields({ cursor: PAGINATION_MESSAGES.invalidCursor });
    if (page.after) {
      values.push(page.after.sortKey, page.after.id);
      conditions.push(
        `(date_trunc('milliseconds', at), id) < (CAST($${values.length - 1} AS timestamptz), CAST($${values.length} AS bigint))`,
      );
    }
    values.push(page.limit + 1);
    const rows: ActivityRow[] = await this.uow.manager.query(
      `SELECT id, user_id, person_name, at, subject, subject_id, subject_name, change, changes FROM activity
       WHERE ${conditions.join(' AND ')}
       ORDER BY date_trunc('milliseconds', at) DESC, id DESC LIMIT $${values.length}`,
      values,
    );
    const people: { user_id: string; person_name: string }[] = await this.uow.manager.query(
      `SELECT DISTINCT ON (user_id) user_id, person_name FROM activity WHERE shop_id = $1
       ORDER BY user_id, at DESC`,
      [shopId],
    );
    const items = rows.slice(0, page.limit);
    const last = items[items.length - 1];
    return {
      entries: items.map((row) => ({
        id: String(row.id),
        at: row.at.toISOString(),
        by: { userId: row.user_id, name: row.person_name },
        subject: row.subject,
        subjectId: row.subject_id,
        subjectName: row.subject_name,
        change: row.change,
        changes: row.changes,
      })),
      nextCursor:
        rows.length > page.limit && last
          ? encodeCursor({ sortKey: last.at.toISOString(), id: String(last.id) })
          : null,
      people: people
        .map((person) => ({ userId: person.user_id, name: person.person_name }))
        .sort((a, b) => a.name.localeCompare(b.name, 'nl')),
    };
  }
}

function isWrittenInstant(text: string): boolean {
  const instant = new Date(text);
  return !Number.isNaN(instant.getTime()) && instant.toISOString() === text;
}
