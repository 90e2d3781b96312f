import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { Not } from 'typeorm';
import { randomUUID } from 'node:crypto';
import {
  amountOfLines,
  CUSTOMER,
  customerCancelRefusal,
  eurosFromCents,
  OrderRefunded,
  ORDER_MESSAGES,
  REFUND_MESSAGES,
  refundableCents,
  SHOWN_ORDER_STATES,
  SYSTEM,
  type Actor,
  type Cents,
  type CustomerCancelPolicy,
  type RefundInput,
  type RefundLineChoice,
} from '@bestelklaar/domain';
import { Clock } from '../../common/clock';
import { EventBus } from '../../common/events';
import { Conflict, NotFound, ValidationFailed } from '../../common/errors/app-error';
import { describeError } from '../../common/errors/describe-error';
import { isUuid } from '../../common/ids';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { UnitOfWork } from '../../database/unit-of-work';
import { PaymentsService, type ProviderRefund, type RefundState } from '../payments/payments.service';
import { OrderHistory, userOf } from './order-history';
import { OrderLineEntity } from './order-line.entity';
import { OrderTransitions } from './order-transitions';
import { OrderEntity } from './order.entity';
import { RefundEntity, type RefundStatus } from './refund.entity';

const NOTHING_PAID_AT_PROVIDER: ProviderRefund = {
  providerRefundId: null,
  status: 'failed',
  failureReason: 'Deze bestelling werd niet bij de betaalprovider betaald.',
};

/** A refund not yet sent this long after it was recorded was lost to a crash: the sweeper sends it. */
const UNSENT_AFTER_MS = 60_000;

interface NewRefund {
  amountCents: Cents;
  reason: string;
  lines: RefundLineChoice[];
  cancelsOrder: boolean;
  requestKey: string | null;
  /** Who gives it back: the member (kept on the refund), the customer's own cancel, the system. */
  by: Actor;
}

/**
 * Money back to the customer. Each refund is claimed and recorded pending in the order's short
 * transaction (one conditional UPDATE keeps the order's refunds within what was paid), then the
 * provider is asked outside it, then its answer is recorded. A crash between leaves a pending
 * refund without the provider's id, which the sweeper sends again under the same idempotency key,
 * so the provider makes it once. The provider's later word (webhooks) settles it, in any order.
 * Each refund is a line of the order's history, with who made it.
 */
@Injectable()
export class OrderRefunds implements OnModuleInit {
  private readonly logger = new Logger('Terugbetalingen');

  constructor(
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly transitions: OrderTransitions,
    private readonly payments: PaymentsService,
    private readonly events: EventBus,
    private readonly history: OrderHistory,
  ) {}

  onModuleInit(): void {
    this.payments.registerRefundListener((providerAccountId, refunds) =>
      this.applyProviderStates(providerAccountId, refunds),
    );
  }

  /**
   * Paid or ready → cancelled, and what was not refunded yet goes back. Cancelling a cancelled
   * order changes nothing; a picked-up one is refused (it can be refunded instead). `by`: the member.
   */
  async cancel(accountId: string, orderId: string, reason: string, by: Actor): Promise<void> {
    if (!isUuid(orderId)) throw new NotFound(ORDER_MESSAGES.orderNotFound);
    const refund = await this.uow.transaction(async () => {
      const order = await this.transitions.lock(orderId, accountId);
      if (!order || !SHOWN_ORDER_STATES.includes(order.state))
        throw new NotFound(ORDER_MESSAGES.orderNotFound);
      if (order.state === 'cancelled') return undefined;
      if (!(await this.transitions.apply(order, 'cancelled', by, reason)))
        throw new Conflict(REFUND_MESSAGES.notCancellable);
      await this.orders.update({ id: order.id }, { cancelReason: reason });
      return this.claimRest(order, reason, by);
    });
    if (refund) await this.send(refund);
  }

  /**
   * Within the caller's transaction (the payment's): an order paid when its place or stock was gone
   * (it came when the unpaid half was held, and others paid first) is cancelled and refunded in
   * full. The refund is recorded here and sent by the next sweep, outside any transaction.
   */
  async cancelUnplaced(order: OrderEntity): Promise<void> {
    const reason = ORDER_MESSAGES.goneWhilePaying;
    if (!(await this.transitions.apply(order, 'cancelled', SYSTEM, reason))) return;
    await this.orders.update({ id: order.id }, { cancelReason: reason });
    await this.claimRest(order, reason, SYSTEM);
  }

  /**
   * The system's cancel of a paid order nobody at the shop saw in time, refunded in full with the
   * reason its customer reads. The locked row decides: an order seen (or moved on) meanwhile stays.
   */
  async cancelUnseen(accountId: string, orderId: string): Promise<void> {
    const refund = await this.uow.transaction(async () => {
      const order = await this.transitions.lock(orderId, accountId);
      if (!order || order.state !== 'paid' || order.acknowledgedAt !== null) return undefined;
      const reason = ORDER_MESSAGES.notSeenInTime;
      if (!(await this.transitions.apply(order, 'cancelled', SYSTEM, reason))) return undefined;
      await this.orders.update({ id: order.id }, { cancelReason: reason });
      return this.claimRest(order, reason, SYSTEM);
    });
    if (refund) await this.send(refund);
  }

  /** Within a cancel's transaction: claims the refund of all that was paid and not refunded yet, if any. */
  private async claimRest(order: OrderEntity, reason: string, by: Actor) {
    const rest = refundableCents(order.totalCents, order.refundedCents);
    if (rest === 0) return undefined;
    return this.claim(order, {
      amountCents: rest,
      reason,
      lines: [],
      cancelsOrder: true,
      requestKey: null,
      by,
    });
  }

  /**
   * The customer's own cancel of a paid or ready order, where the shop's `policy` allows it at this
   * server's clock (in the shop's `timeZone`): cancelled, and all that was paid and not refunded yet
   * goes back at once. The locked row decides, so two cancels at once refund once; cancelling a
   * cancelled order changes nothing.
   */
  async cancelByCustomer(
    accountId: string,
    orderId: string,
    policy: CustomerCancelPolicy,
    timeZone: string,
  ): Promise<void> {
    const refund = await this.uow.transaction(async () => {
      const order = await this.transitions.lock(orderId, accountId);
      if (!order) throw new NotFound(ORDER_MESSAGES.orderNotFound);
      if (order.state === 'cancelled') return undefined;
      const refusal = customerCancelRefusal(order, policy, timeZone, this.clock.now());
      if (refusal) throw new Conflict(refusal);
      const reason = ORDER_MESSAGES.customerCancelReason;
      if (!(await this.transitions.apply(order, 'customerCancelled', CUSTOMER, reason)))
        throw new Conflict(ORDER_MESSAGES.customerCancelNotPossible);
      await this.orders.update({ id: order.id }, { cancelReason: reason, cancelledByCustomer: true });
      return this.claimRest(order, reason, CUSTOMER);
    });
    if (refund) await this.send(refund);
  }

  /**
   * A refund of an amount or of lines, on a paid, ready, picked-up (or cancelled, after a failed
   * refund) order, by `by` (the member). The same Idempotency-Key again answers without refunding twice.
   */
  async refund(
    accountId: string,
    orderId: string,
    input: RefundInput,
    requestKey: string | null,
    by: Actor,
  ): Promise<void> {
    if (!isUuid(orderId)) throw new NotFound(ORDER_MESSAGES.orderNotFound);
    if (requestKey !== null && !(await this.claimRequest(accountId, orderId, requestKey)))
      throw new Conflict(REFUND_MESSAGES.requestInProgress);
    try {
      const fresh = await this.uow.transaction(async () => {
        // Locked: refunds of one order by lines are counted against what earlier ones took.
        const order = await this.transitions.lock(orderId, accountId);
        if (!order || !SHOWN_ORDER_STATES.includes(order.state))
          throw new NotFound(ORDER_MESSAGES.orderNotFound);
        const amountCents = input.lines ? await this.amountOfLines(order, input.lines) : input.amountCents;
        return this.claim(order, {
          amountCents,
          reason: input.reason,
          lines: input.lines ?? [],
          cancelsOrder: false,
          requestKey,
          by,
        });
      });
      // At once, after the commit: the sweeper is only for a crash between the two.
      if (fresh) await this.send(fresh);
    } finally {
      if (requestKey !== null) await this.releaseRequest(accountId, orderId, requestKey);
    }
  }

  /**
   * Claims an Idempotency-Key for the request's run, on its own and before anything else, with one
   * conditional statement: false while another request with it runs. A claim older than a crash's
   * leftovers (see UNSENT_AFTER_MS) is taken over. Once the first request is done, the key's refund
   * answers the next ones.
   */
  private async claimRequest(accountId: string, orderId: string, requestKey: string): Promise<boolean> {
    const now = this.clock.now();
    const claimed: unknown[] = await this.uow.manager.query(
      `INSERT INTO refund_request_claims (account_id, order_id, request_key, claimed_at)
       VALUES ($1, $2, $3, $4)
       ON CONFLICT (account_id, order_id, request_key) DO UPDATE SET claimed_at = EXCLUDED.claimed_at
         WHERE refund_request_claims.claimed_at < $5
       RETURNING 1`,
      [accountId, orderId, requestKey, now, new Date(now.getTime() - UNSENT_AFTER_MS)],
    );
    return claimed.length > 0;
  }

  private async releaseRequest(accountId: string, orderId: string, requestKey: string): Promise<void> {
    await this.uow.manager.query(
      `DELETE FROM refund_request_claims WHERE account_id = $1 AND order_id = $2 AND request_key = $3`,
      [accountId, orderId, requestKey],
    );
  }

  /** Refunds recorded but never sent (a crash between the two): sent now, under their own key. */
  async sendUnsent(): Promise<number> {
    const cutoff = new Date(this.clock.now().getTime() - UNSENT_AFTER_MS);
    const unsent = await this.uow
      .repository(RefundEntity)
      .createQueryBuilder('r')
      .where(`r.status = 'pending' AND r.provider_refund_id IS NULL AND r.created_at < :cutoff`, { cutoff })
      .orderBy('r.created_at')
      .limit(100)
      .getMany();
    for (const refund of unsent) await this.send(refund);
    return unsent.length;
  }

  private get orders() {
    return this.uow.repository(OrderEntity);
  }

  private async amountOfLines(order: OrderEntity, choices: RefundLineChoice[]): Promise<Cents> {
    const lines = await this.uow
      .repository(OrderLineEntity)
      .find({ where: { orderId: order.id }, order: { position: 'ASC' } });
    const earlier = await this.uow
      .repository(RefundEntity)
      .find({ where: { orderId: order.id, status: Not('failed') }, select: { lines: true } });
    const amount = amountOfLines(
      lines,
      choices,
      earlier.flatMap((refund) => refund.lines),
    );
    if (amount === undefined) throw ValidationFailed.ofFields({ lines: REFUND_MESSAGES.linesInvalid });
    return amount;
  }

  /**
   * Records the refund, then claims its amount with one conditional statement: the order's refunds
   * only grow while they stay within what was paid. Undefined when the same request key was
   * already recorded (its refund is then the answer, and was sent by its first request).
   */
  private async claim(order: OrderEntity, refund: NewRefund): Promise<RefundEntity | undefined> {
    const id = randomUUID();
    const at = this.clock.now();
    const recorded: unknown[] = await this.uow.manager.query(
      `INSERT INTO refunds (id, account_id, order_id, request_key, amount_cents, lines, reason, cancels_order, status, created_at, by_user)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'pending', $9, $10)
       ON CONFLICT (order_id, request_key) DO NOTHING RETURNING id`,
      [
        id,
        order.accountId,
        order.id,
        refund.requestKey,
        refund.amountCents,
        JSON.stringify(refund.lines),
        refund.reason,
        refund.cancelsOrder,
        at,
        userOf(refund.by),
      ],
    );
    if (recorded.length === 0) return undefined;
    const claimed: unknown[] = await this.uow.manager.query(
      `WITH claimed AS (
         UPDATE orders SET refunded_cents = refunded_cents + $3
         WHERE id = $1 AND account_id = $2 AND refunded_cents + $3 <= total_cents
         RETURNING id)
       SELECT id FROM claimed`,
      [order.id, order.accountId, refund.amountCents],
    );
    if (claimed.length === 0) {
      const now = await this.orders.findOneByOrFail({ id: order.id });
      throw new Conflict(
        REFUND_MESSAGES.moreThanPaid(eurosFromCents(refundableCents(now.totalCents, now.refundedCents))),
      );
    }
    await this.history.record(order, {
      at,
      move: 'refunded',
      from: order.state,
      to: order.state,
      actor: refund.by,
      reason: refund.reason,
      amountCents: refund.amountCents,
    });
    if (!refund.cancelsOrder)
      await this.events.publish(OrderRefunded, order.accountId, { orderId: order.id, refundId: id });
    return this.uow.repository(RefundEntity).findOneByOrFail({ id });
  }

  /** A refund as recorded (for its mail). */
  find(refundId: string): Promise<RefundEntity | null> {
    return this.uow.repository(RefundEntity).findOneBy({ id: refundId });
  }

  /** Asks the provider, outside any transaction; an unknown outcome leaves it pending for the sweeper. */
  private async send(refund: RefundEntity): Promise<void> {
    const order = await this.orders.findOneByOrFail({ id: refund.orderId });
    let answer: ProviderRefund = NOTHING_PAID_AT_PROVIDER;
    try {
      // A demo order was never charged at the provider: there is nothing there to give back.
      if (order.paymentSessionId)
        answer = await this.payments.refund({
          providerAccountId: order.paymentAccountId,
          sessionId: order.paymentSessionId,
          amountCents: refund.amountCents,
          refundApplicationFee: this.config.platformFeeRefunded,
          orderId: order.id,
          refundId: refund.id,
          idempotencyKey: `refund-${refund.id}`,
        });
    } catch (error) {
      this.logger.warn(`Terugbetaling ${refund.id} niet verstuurd: ${describeError(error)}`);
      return;
    }
    await this.uow.repeatableTransaction(() =>
      this.settle(refund.id, { ...answer, providerRefundId: answer.providerRefundId ?? undefined }),
    );
  }

  /** The provider's events: each refund found by its id, or by ours in its metadata, on the shop's account. */
  private async applyProviderStates(
    providerAccountId: string,
    states: readonly RefundState[],
  ): Promise<'applied' | 'ignored'> {
    let applied = false;
    for (const state of states) {
      const rows: { id: string }[] = await this.uow.manager.query(
        `SELECT r.id FROM refunds r JOIN orders o ON o.id = r.order_id
         WHERE o.payment_account_id = $1 AND (r.provider_refund_id = $2 OR (r.id = $3 AND r.provider_refund_id IS NULL))`,
        [providerAccountId, state.providerRefundId, state.refundId ?? null],
      );
      if (rows.length === 0) continue;
      await this.settle(rows[0].id, state);
      applied = true;
    }
    return applied ? 'applied' : 'ignored';
  }

  /**
   * Records the provider's word on a refund, in the caller's transaction. Pending may settle either
   * way and a success may still fail (a bank refusing later), never the other way round, so events
   * in any order end where the provider's last word is. A refund that fails gives its amount back to
   * what may still be refunded.
   */
  private async settle(
    refundId: string,
    state: { providerRefundId?: string; status: RefundStatus; failureReason: string | null },
  ): Promise<void> {
    if (state.providerRefundId)
      await this.uow.manager.query(
        `UPDATE refunds SET provider_refund_id = $2 WHERE id = $1 AND provider_refund_id IS NULL`,
        [refundId, state.providerRefundId],
      );
    if (state.status === 'pending') return;
    const from: RefundStatus[] = state.status === 'failed' ? ['pending', 'succeeded'] : ['pending'];
    const moved: { order_id: string; amount_cents: string }[] = await this.uow.manager.query(
      `WITH moved AS (
         UPDATE refunds SET status = $2, failure_reason = $3, settled_at = $4
         WHERE id = $1 AND status = ANY($5) RETURNING order_id, amount_cents)
       SELECT * FROM moved`,
      [refundId, state.status, state.failureReason, this.clock.now(), from],
    );
    if (moved.length === 0 || state.status !== 'failed') return;
    await this.uow.manager.query(`UPDATE orders SET refunded_cents = refunded_cents - $2 WHERE id = $1`, [
      moved[0].order_id,
      moved[0].amount_cents,
    ]);
  }
}
