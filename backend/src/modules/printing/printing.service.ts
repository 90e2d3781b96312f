import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import {
  OrderPaid,
  PRINTER_MESSAGES,
  printerState,
  type PrinterCreated,
  type PrinterInput,
  type PrinterView,
} from '@bestelklaar/domain';
import { Clock } from '../../common/clock';
import { Conflict, NotFound } from '../../common/errors/app-error';
import { EventBus } from '../../common/events';
import { UnitOfWork } from '../../database/unit-of-work';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { CatalogService } from '../catalog/catalog.service';
import { MenusService } from '../menus/menus.service';
import { OrdersService } from '../ordering';
import { PrintJobs } from './print-jobs';
import { Printers, type PrinterRow } from './printers';

/** Where a printer polls: the base address and its token; `cloudPrntUrl` ends in the token. */
export const CLOUDPRNT_PATH = '/api/printers/cloudprnt';

/**
 * The kitchen's printers for the owner, and the jobs they print: one per printer whose collections
 * take the order when it is paid (the `printing.paid` subscriber, once per event), and one on
 * purpose with 'Opnieuw afdrukken'.
 */
@Injectable()
export class PrintingService implements OnModuleInit {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly events: EventBus,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly printers: Printers,
    private readonly jobs: PrintJobs,
    private readonly orders: OrdersService,
    private readonly catalog: CatalogService,
    private readonly menus: MenusService,
  ) {}

  async onModuleInit(): Promise<void> {
    this.catalog.beforeDeleting('collection', (shopId, collectionId) =>
      this.printers.dropCollection(shopId, collectionId),
    );
    await this.events.subscribe({
      subscriber: 'printing.paid',
      type: OrderPaid,
      handle: async (event) => {
        const printerIds = await this.printersFor(event.payload.orderId);
        await this.jobs.queue(printerIds, event.payload.orderId, 'paid', event.id);
      },
    });
  }

  async list(shopId: string): Promise<PrinterView[]> {
    const [printers, waiting, collections] = await this.uow.sideBySide(
      () => this.printers.list(shopId),
      () => this.jobs.waiting(shopId),
      () => this.catalog.listCollections(shopId),
    );
    const names = new Map(collections.map((collection) => [collection._id, collection.name]));
    const now = this.clock.now();
    return printers.map((printer) => ({
      printerId: printer.id,
      name: printer.name,
      paperWidth: printer.paperWidth,
      collections:
        printer.collections
          ?.map((id) => ({ _id: id, name: names.get(id) ?? '' }))
          .filter(({ name }) => name) ?? null,
      copies: printer.copies,
      state: printerState(printer.lastPollAt, printer.lastStatus?.statusCode ?? null, now),
      lastPollAt: printer.lastPollAt?.toISOString() ?? null,
      jobsWaiting: waiting.get(printer.id) ?? 0,
      createdAt: printer.createdAt.toISOString(),
    }));
  }

  async add(shopId: string, input: PrinterInput): Promise<PrinterCreated> {
    if (input.collections) {
      const known = await this.catalog.collectionRefs(shopId, input.collections);
      // Another shop's collection is as unknown as one that never was: a 404, as everywhere else.
      if (known.length !== input.collections.length) throw new NotFound(PRINTER_MESSAGES.collectionUnknown);
    }
    const { printerId, token } = await this.printers.create(shopId, input);
    return { printerId, cloudPrntUrl: `${this.config.publicBaseUrl}${CLOUDPRNT_PATH}/${token}` };
  }

  async remove(shopId: string, printerId: string): Promise<void> {
    if (!(await this.printers.remove(shopId, printerId)))
      throw new NotFound(PRINTER_MESSAGES.printerNotFound);
  }

  /** 'Opnieuw afdrukken': a new job on each printer that takes the order. How many it made. */
  async printAgain(shopId: string, orderId: string): Promise<number> {
    const document = await this.orders.orderDocument(orderId);
    if (document.accountId !== shopId) throw new NotFound();
    if (!document.paidAt) throw new Conflict(PRINTER_MESSAGES.notPaid);
    const printerIds = await this.printersFor(orderId);
    if (printerIds.length === 0) throw new Conflict(PRINTER_MESSAGES.noPrinter);
    return this.jobs.queue(printerIds, orderId, 'again', null);
  }

  /** The shop's printers that print this order: all orders, or a collection one of its lines is in. */
  private async printersFor(orderId: string): Promise<string[]> {
    const document = await this.orders.orderDocument(orderId);
    const printers = await this.printers.list(document.accountId);
    if (printers.length === 0) return [];
    const collections = printers.some((printer) => printer.collections)
      ? await this.collectionsOf(document.accountId, document.shopLines)
      : new Set<string>();
    return printers.filter((printer) => takes(printer, collections)).map((printer) => printer.id);
  }

  /** The collections of the order's lines, as the catalog files their items now. */
  private async collectionsOf(
    shopId: string,
    lines: readonly { itemId: string; type: 'product' | 'menu' }[],
  ): Promise<Set<string>> {
    const items = [
      ...(lines.some((line) => line.type === 'product') ? await this.catalog.orderableProducts(shopId) : []),
      ...(lines.some((line) => line.type === 'menu') ? await this.menus.orderableMenus(shopId) : []),
    ];
    const collectionOf = new Map(
      items.map((item) => [`${item.priced.kind}:${item.priced.id}`, item.priced.collectionId]),
    );
    return new Set(
      lines.flatMap((line) => {
        const collection = collectionOf.get(`${line.type}:${line.itemId}`);
        return collection ? [collection] : [];
      }),
    );
  }
}

function takes(printer: PrinterRow, orderCollections: ReadonlySet<string>): boolean {
  return printer.collections === null || printer.collections.some((id) => orderCollections.has(id));
}
