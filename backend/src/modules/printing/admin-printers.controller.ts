import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  parsePrinterInput,
  type PrintAgainAnswer,
  type PrinterCreated,
  type PrinterInput,
  type PrinterView,
} from '@bestelklaar/domain';
import { CurrentShop } from '../../common/auth/current-member.decorator';
import { Requires } from '../../common/auth/requires.decorator';
import { NotFound } from '../../common/errors/app-error';
import { ParsePipe } from '../../common/http/parse.pipe';
import { isUuid } from '../../common/ids';
import { ApiRoute } from '../../common/openapi/api-route.decorator';
import { PrintingService } from './printing.service';

function rowId(id: string): string {
  if (!isUuid(id)) throw new NotFound();
  return id;
}

/** 'Printers' in the dashboard (owners and managers: `printers.manage`), and 'Opnieuw afdrukken' on an order. */
@Controller('admin')
export class AdminPrintersController {
  constructor(private readonly printing: PrintingService) {}

  @ApiRoute({
    summary: "The shop's printers with their state from their polls and the jobs waiting",
    answer: 'PrinterList',
  })
  @Requires('printers.manage')
  @Get('printers')
  async list(@CurrentShop() shopId: string): Promise<PrinterView[]> {
    return this.printing.list(shopId);
  }

  @ApiRoute({
    summary: 'Add a printer: the CloudPRNT address to type into it, shown this once',
    body: 'PrinterInput',
    answer: 'PrinterCreated',
    failures: [404],
  })
  @Requires('printers.manage')
  @Post('printers')
  async add(
    @CurrentShop() shopId: string,
    @Body(new ParsePipe(parsePrinterInput)) body: PrinterInput,
  ): Promise<PrinterCreated> {
    return this.printing.add(shopId, body);
  }

  @ApiRoute({ summary: 'Remove a printer (its address stops working, its waiting jobs go)', answer: null })
  @Requires('printers.manage')
  @Delete('printers/:id')
  @HttpCode(204)
  async remove(@CurrentShop() shopId: string, @Param('id') id: string): Promise<void> {
    await this.printing.remove(shopId, rowId(id));
  }

  @ApiRoute({
    summary: "'Opnieuw afdrukken': a new job on each printer that takes the order",
    answer: 'PrintAgainAnswer',
    failures: [409],
  })
  @Requires('orders.handle')
  @Post('orders/:id/print')
  @HttpCode(201)
  async printAgain(@CurrentShop() shopId: string, @Param('id') id: string): Promise<PrintAgainAnswer> {
    return { jobs: await this.printing.printAgain(shopId, rowId(id)) };
  }
}
