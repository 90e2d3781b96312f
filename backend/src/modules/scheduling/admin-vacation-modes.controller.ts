import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { parseVacation, parseVacationEdit, type VacationEdit, type VacationInput } from '@bestelklaar/domain';
import { CurrentAccount } from '../../common/auth/current-account.decorator';
import { Clock } from '../../common/clock';
import { ParsePipe } from '../../common/http/parse.pipe';
import { VacationsService } from './vacations.service';

@Controller('admin/vacation-modes')
export class AdminVacationModesController {
  constructor(
    private readonly vacations: VacationsService,
    private readonly clock: Clock,
  ) {}

  @Get()
  list(@CurrentAccount() accountId: string) {
    return this.vacations.list(accountId);
  }

  @Post()
  create(@CurrentAccount() accountId: string, @Body(new ParsePipe(parseVacation)) body: VacationInput) {
    return this.vacations.create(accountId, body, this.clock.now());
  }

  @Put(':id')
  update(
    @CurrentAccount() accountId: string,
    @Param('id') id: string,
    @Body(new ParsePipe(parseVacationEdit)) body: VacationEdit,
  ) {
    return this.vacations.update(accountId, id, body, this.clock.now());
  }

  @Delete(':id')
  @HttpCode(204)
  async remove(@CurrentAccount() accountId: string, @Param('id') id: string): Promise<void> {
    await this.vacations.remove(accountId, id);
  }
}
