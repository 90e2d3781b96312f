import { Inject, Injectable } from '@nestjs/common';
import {
  addDays,
  cents,
  centsFromEuros,
  fromMinutes,
  includedVatCents,
  instantOf,
  orderStateInWords,
  refundedFeeCents,
  refundVatParts,
  sumCents,
  VAT_RATES,
  zonedNow,
  type Cents,
  type ExportRange,
  type ExportTable,
  type VatRate,
} from '@bestelklaar/domain';
import { spreadsheetCsv, type SpreadsheetCell } from '../../common/csv/spreadsheet-csv';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { UnitOfWork } from '../../database/unit-of-work';
import { AccountsService } from '../accounts/accounts.service';
import { OrderLineEntity } from './order-line.entity';
import { OrderEntity } from './order.entity';
import { RefundEntity } from './refund.entity';
import { toTotalsView } from './order-views';
import { linesGivenBack } from './refund-views';

const ORDER_COLUMNS = [
  'Bestelnummer',
  'Geplaatst',
  'Betaald',
  'Afhaaldag',
  'Tijdslot',
  'Klant',
  'Status',
  'Totaal',
  ...VAT_RATES.map((rate) => `Btw ${rate}%`),
  'Korting excl. btw',
  'Platformkosten',
  'Terugbetaald',
];

const SUMMARY_COLUMNS = [
  'Btw-tarief',
  'Omzet incl. btw',
  'Btw',
  'Terugbetaald incl. btw',
  'Btw op terugbetalingen',
  'Netto incl. btw',
  'Netto btw',
];

type PerRate = Record<VatRate, Cents>;

function byOrder<Row extends { orderId: string }>(rows: readonly Row[]): Map<string, Row[]> {
  const grouped = new Map<string, Row[]>();
  for (const row of rows) {
    const own = grouped.get(row.orderId);
    if (own) own.push(row);
    else grouped.set(row.orderId, [row]);
  }
  return grouped;
}
const zeroPerRate = (): PerRate => ({ 6: cents(0), 12: cents(0), 21: cents(0) });

/**
 * The orders paid in a range of the shop's days as a CSV that Excel opens as it is (see
 * `spreadsheetCsv`), one table a file: `orders`, one row per order, or `vat`, the summary per VAT
 * rate that takes refunds (pending and settled; a failed one gave nothing back) off.
 */
@Injectable()
export class OrderExport {
  constructor(
    private readonly uow: UnitOfWork,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly accounts: AccountsService,
  ) {}

  async csv(accountId: string, range: Required<ExportRange>): Promise<string> {
    const { orderRows, summaryRows } = await this.tables(accountId, range);
    const tables: Record<ExportTable, () => string> = {
      orders: () => spreadsheetCsv(ORDER_COLUMNS, orderRows),
      vat: () => spreadsheetCsv(SUMMARY_COLUMNS, summaryRows),
    };
    return tables[range.table]();
  }

  private async tables(
    accountId: string,
    range: ExportRange,
  ): Promise<{ orderRows: SpreadsheetCell[][]; summaryRows: SpreadsheetCell[][] }> {
    const { timeZone } = await this.accounts.pickupPolicy(accountId);
    const orders = await this.uow
      .repository(OrderEntity)
      .createQueryBuilder('o')
      .where('o.account_id = :accountId', { accountId })
      .andWhere(`o.state IN ('paid', 'ready', 'picked_up', 'cancelled')`)
      .andWhere('o.paid_at >= :from AND o.paid_at < :until', {
        from: instantOf(range.from, 0, timeZone),
        until: instantOf(addDays(range.to, 1), 0, timeZone),
      })
      .orderBy('o.paid_at')
      .addOrderBy('o.number')
      .getMany();
    const ids = orders.map((order) => order.id);
    const lines = ids.length
      ? await this.uow
          .repository(OrderLineEntity)
          .createQueryBuilder('l')
          .where('l.account_id = :accountId AND l.order_id = ANY(:ids)', { accountId, ids })
          .orderBy('l.position')
          .getMany()
      : [];
    const refunds = ids.length
      ? await this.uow
          .repository(RefundEntity)
          .createQueryBuilder('r')
          .where(`r.account_id = :accountId AND r.order_id = ANY(:ids) AND r.status <> 'failed'`, {
            accountId,
            ids,
          })
          .getMany()
      : [];

    const sales = zeroPerRate();
    const refunded = zeroPerRate();
    // VAT is each order's (and each refund's) own, rounded there and summed here: the summary is
    // then exactly the sum of the order rows, as the accountant adds them up.
    const salesVat = zeroPerRate();
    const refundedVat = zeroPerRate();
    const local = (instant: Date | null) => {
      if (!instant) return '';
      const { date, minutes } = zonedNow(instant, timeZone);
      return `${date} ${fromMinutes(minutes)}`;
    };
    // Each order's own, grouped once: a busy shop's month is thousands of orders.
    const linesByOrder = byOrder(lines);
    const refundsByOrder = byOrder(refunds);
    const orderRows = orders.map((order): SpreadsheetCell[] => {
      const orderLines = linesByOrder.get(order.id) ?? [];
      const grossPerRate = zeroPerRate();
      for (const line of orderLines)
        grossPerRate[line.vatRate] = cents(grossPerRate[line.vatRate] + line.lineTotalCents);
      const vatPerRate = zeroPerRate();
      for (const rate of VAT_RATES) {
        vatPerRate[rate] = includedVatCents(grossPerRate[rate], rate);
        sales[rate] = cents(sales[rate] + grossPerRate[rate]);
        salesVat[rate] = cents(salesVat[rate] + vatPerRate[rate]);
      }
      for (const refund of refundsByOrder.get(order.id) ?? [])
        for (const part of refundVatParts(linesGivenBack(refund, orderLines), refund.amountCents)) {
          refunded[part.rate] = cents(refunded[part.rate] + part.grossCents);
          refundedVat[part.rate] = cents(
            refundedVat[part.rate] + includedVatCents(part.grossCents, part.rate),
          );
        }
      const fee = this.config.platformFeeRefunded
        ? cents(order.feeCents - refundedFeeCents(order.feeCents, order.totalCents, order.refundedCents))
        : order.feeCents;
      return [
        String(order.number),
        local(order.createdAt),
        local(order.paidAt),
        order.pickupDate,
        `${order.slotStart}-${order.slotEnd}`,
        order.customerName,
        orderStateInWords(order.state, order.refundedCents / 100),
        order.totalCents,
        ...VAT_RATES.map((rate) => vatPerRate[rate]),
        // Korting as the mail and the order page give it: without VAT, taken off (see `totalsView`).
        cents(-centsFromEuros(toTotalsView(orderLines).discount)),
        fee,
        order.refundedCents,
      ];
    });

    // Per rate: sales, their VAT, refunds, their VAT, and what remains of each.
    const summary = VAT_RATES.map((rate) => {
      const vat = salesVat[rate];
      const refundVat = refundedVat[rate];
      return [
        sales[rate],
        vat,
        refunded[rate],
        refundVat,
        cents(sales[rate] - refunded[rate]),
        cents(vat - refundVat),
      ];
    });
    const totals = summary[0].map((_, column) => sumCents(summary.map((row) => row[column])));
    const summaryRows = [
      ...summary.map((row, index): SpreadsheetCell[] => [`${VAT_RATES[index]}%`, ...row]),
      ['Totaal', ...totals],
    ];
    return { orderRows, summaryRows };
  }
}
