import { RecordsActivity } from '../../common/activity';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { parseVacation, parseVacationEdit, type VacationEdit, type VacationInput } from '@bestelklaar/domain';
import { CurrentShop } from '../../common/auth/current-member.decorator';
import { Clock } from '../../common/clock';
import { ParsePipe } from '../../common/http/parse.pipe';
import { VacationsService } from './vacations.service';
import { ApiRoute } from '../../common/openapi/api-route.decorator';
import { Requires } from '../../common/auth/requires.decorator';

@Controller('admin/vacation-modes')
export class AdminVacationModesController {
  constructor(
    private readonly vacations: VacationsService,
    private readonly clock: Clock,
  ) {}

  @ApiRoute({ summary: 'List the vacations', answer: 'VacationList' })
  @Requires('schedule.read')
  @Get()
  list(@CurrentShop() accountId: string) {
    return this.vacations.list(accountId);
  }

  @ApiRoute({ summary: 'Add a vacation', body: 'VacationInput', answer: 'VacationView', failures: [409] })
  @Requires('schedule.edit')
  @RecordsActivity('vacation')
  @Post()
  create(@CurrentShop() accountId: string, @Body(new ParsePipe(parseVacation)) body: VacationInput) {
    return this.vacations.create(accountId, body, this.clock.now());
  }

  @ApiRoute({
    summary: 'Edit a vacation',
    body: 'VacationEdit',
    answer: 'VacationView',
    failures: [404, 409],
  })
  @Requires('schedule.edit')
  @RecordsActivity('vacation')
  @Put(':id')
  update(
    @CurrentShop() accountId: string,
    @Param('id') id: string,
    @Body(new ParsePipe(parseVacationEdit)) body: VacationEdit,
  ) {
    return this.vacations.update(accountId, id, body, this.clock.now());
  }

  @ApiRoute({ summary: 'Delete a vacation', answer: null, failures: [404] })
  @Requires('schedule.edit')
  @RecordsActivity('vacation')
  @Delete(':id')
  @HttpCode(204)
  async remove(@CurrentShop() accountId: string, @Param('id') id: string): Promise<void> {
    await this.vacations.remove(accountId, id);
  }
}
