import { Injectable } from '@nestjs/common';
import { MoreThanOrEqual, Repository } from 'typeorm';
import {
  checkVacationStart,
  SCHEDULING_MESSAGES,
  todayIn,
  type VacationEdit,
  type VacationInput,
  type VacationView,
  type VacationRange,
} from '@bestelklaar/domain';
import { UnitOfWork } from '../../database/unit-of-work';
import { NotFound, ValidationFailed } from '../../common/errors/app-error';
import { AccountsService } from '../accounts/accounts.service';
import { VacationPeriodEntity } from './vacation-period.entity';

/** A vacation period as the dashboard reads and writes it. */
export type VacationMode = VacationView;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@Injectable()
export class VacationsService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly accounts: AccountsService,
  ) {}

  private get periods(): Repository<VacationPeriodEntity> {
    return this.uow.repository(VacationPeriodEntity);
  }

  /** All of the shop's periods, earliest start first. */
  async list(accountId: string): Promise<VacationMode[]> {
    const rows = await this.periods.find({
      where: { accountId },
      order: { startsOn: 'ASC', endsOn: 'ASC', createdAt: 'ASC' },
    });
    return rows.map(toVacationMode);
  }

  /** Periods under way or still to come on the shop's today, for the shop page and the order check. */
  async currentAndFuture(accountId: string, today: string): Promise<VacationRange[]> {
    const rows = await this.periods.find({
      where: { accountId, endsOn: MoreThanOrEqual(today) },
      order: { startsOn: 'ASC', endsOn: 'ASC' },
    });
    return rows.map((row) => ({
      vacationModeStart: row.startsOn,
      vacationModeEnd: row.endsOn,
      allowPreOrders: row.allowPreOrders,
    }));
  }

  async create(accountId: string, input: VacationInput, now: Date): Promise<VacationMode> {
    await this.checkStart(accountId, input, now);
    return this.uow.transaction(async () => {
      const row = await this.periods.save(this.periods.create({ accountId, ...toColumns(input) }));
      return toVacationMode(row);
    });
  }

  async update(accountId: string, id: string, input: VacationEdit, now: Date): Promise<VacationMode> {
    const row = await this.find(accountId, id);
    if (input._id !== undefined && input._id !== id) {
      throw ValidationFailed.ofFields({ _id: SCHEDULING_MESSAGES.vacationIdMismatch });
    }
    await this.checkStart(accountId, input, now, row.startsOn);
    Object.assign(row, toColumns(input));
    return this.uow.transaction(async () => {
      const saved = await this.periods.save(row);
      return toVacationMode(saved);
    });
  }

  async remove(accountId: string, id: string): Promise<void> {
    const row = await this.find(accountId, id);
    await this.uow.transaction(async () => {
      await this.periods.delete({ id: row.id, accountId });
    });
  }

  /** Another shop's period, or an id that cannot be one, is simply not found. */
  private async find(accountId: string, id: string): Promise<VacationPeriodEntity> {
    const row = UUID.test(id) ? await this.periods.findOneBy({ id, accountId }) : null;
    if (!row) throw new NotFound();
    return row;
  }

  /** The rest of the period was read by parseVacation; whether it starts in the past needs the shop's today. */
  private async checkStart(
    accountId: string,
    input: VacationInput,
    now: Date,
    currentStart?: string,
  ): Promise<void> {
    const { timeZone } = await this.accounts.pickupPolicy(accountId);
    const problem = checkVacationStart(input.vacationModeStart, {
      today: todayIn(timeZone, now),
      currentStart,
    });
    if (problem) throw ValidationFailed.ofFields({ vacationModeStart: problem });
  }
}

function toColumns(input: VacationInput) {
  return {
    startsOn: input.vacationModeStart,
    endsOn: input.vacationModeEnd,
    reason: input.vacationModeReason,
    allowPreOrders: input.allowPreOrders,
  };
}

function toVacationMode(row: VacationPeriodEntity): VacationMode {
  return {
    _id: row.id,
    vacationModeStart: row.startsOn,
    vacationModeEnd: row.endsOn,
    vacationModeReason: row.reason,
    allowPreOrders: row.allowPreOrders,
  };
}
