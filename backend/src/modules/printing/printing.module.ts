import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module';
import { MenusModule } from '../menus/menus.module';
import { OrderingModule } from '../ordering/ordering.module';
import { AdminPrintersController } from './admin-printers.controller';
import { CloudPrnt } from './cloudprnt';
import { CloudPrntController } from './cloudprnt.controller';
import { OrderTickets } from './order-tickets';
import { PrintJobs } from './print-jobs';
import { Printers } from './printers';
import { PrintingService } from './printing.service';

/**
 * Printing: the kitchen's receipt printers (Star CloudPRNT) and their job queue; each paid order is
 * printed once by each printer that takes it.
 *
 * Tables: printers (the token kept as its SHA-256 only), print_jobs.
 * Door (PrintingService, imported by none): list, add, remove, printAgain.
 * Handles OrderPaid (`printing.paid`: one job per printer whose collections take the order, once per
 *   event and printer). Publishes no events.
 * Printers poll `/api/printers/cloudprnt/{token}` (CloudPrnt): a poll hands out the next job by one
 *   conditional update, a job not confirmed within a minute is handed out again, a confirmed one
 *   never.
 * Reads from others: the order's document (OrdersService.orderDocument), the collections of its
 *   items (CatalogService, MenusService).
 */
@Module({
  imports: [OrderingModule, CatalogModule, MenusModule],
  controllers: [AdminPrintersController, CloudPrntController],
  providers: [PrintingService, Printers, PrintJobs, CloudPrnt, OrderTickets],
  exports: [PrintingService],
})
export class PrintingModule {}
