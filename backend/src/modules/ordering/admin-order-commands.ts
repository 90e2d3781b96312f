import { Injectable } from '@nestjs/common';
import {
  ORDER_MESSAGES,
  ORDER_MOVE_MESSAGES,
  ORDER_TRANSITIONS,
  SHOWN_ORDER_STATES,
  undoMoveOf,
  type Actor,
  type AdminOrderView,
  type OrderTransition,
} from '@bestelklaar/domain';
import { Conflict, NotFound } from '../../common/errors/app-error';
import { isUuid } from '../../common/ids';
import { UnitOfWork } from '../../database/unit-of-work';
import { AdminOrderQueries } from './admin-order-queries';
import { OrderTransitions } from './order-transitions';

/**
 * The owner's moves on an order ('Klaar voor afhaling', 'Markeer als opgehaald') and their undo,
 * each on the locked order through the one writer by the member who clicked, answered with the
 * order as it then stands.
 */
@Injectable()
export class AdminOrderCommands {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly transitions: OrderTransitions,
    private readonly queries: AdminOrderQueries,
  ) {}

  /** Paid or ready → picked up. Twice gives the same answer; only the actual move is announced. */
  markPickedUp(accountId: string, id: string, by: Actor): Promise<AdminOrderView> {
    return this.move(accountId, id, 'pickedUp', by);
  }

  /** Paid → ready (the customer is mailed from the event). Twice gives the same answer. */
  markReady(accountId: string, id: string, by: Actor): Promise<AdminOrderView> {
    return this.move(accountId, id, 'ready', by);
  }

  /**
   * Takes back 'Klaar voor afhaling' or 'Markeer als opgehaald' within 5 s of the click (the
   * server's clock): the order goes back to where it stood. Asked again once undone, the same answer.
   */
  async undo(accountId: string, id: string, move: 'ready' | 'pickedUp', by: Actor): Promise<AdminOrderView> {
    if (!isUuid(id)) throw new NotFound(ORDER_MESSAGES.orderNotFound);
    return this.uow.transaction(async () => {
      const order = await this.transitions.lock(id, accountId);
      if (!order || !SHOWN_ORDER_STATES.includes(order.state))
        throw new NotFound(ORDER_MESSAGES.orderNotFound);
      const transition = undoMoveOf(move, order.readyAt);
      const undone = move === 'ready' ? order.readyAt === null : order.pickedUpAt === null;
      if (
        !(await this.transitions.apply(order, transition, by)) &&
        !(undone && order.state === ORDER_TRANSITIONS[transition].to)
      )
        throw new Conflict(ORDER_MOVE_MESSAGES.undoTooLate);
      return this.queries.one(accountId, id);
    });
  }

  /**
   * The move on the locked order, so two owners clicking at once move it once; an order already past
   * the move is answered as it is. Unknown, another shop's, pending or expired: 404.
   */
  private async move(
    accountId: string,
    id: string,
    transition: Extract<OrderTransition, 'ready' | 'pickedUp'>,
    by: Actor,
  ): Promise<AdminOrderView> {
    if (!isUuid(id)) throw new NotFound(ORDER_MESSAGES.orderNotFound);
    return this.uow.transaction(async () => {
      const order = await this.transitions.lock(id, accountId);
      if (order) await this.transitions.apply(order, transition, by);
      return this.queries.one(accountId, id);
    });
  }
}
