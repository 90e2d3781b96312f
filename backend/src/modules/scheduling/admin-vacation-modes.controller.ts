import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { CurrentAccount } from '../../common/auth/current-account.decorator';
import { UpdateVacationDto, VacationDto } from './dto/vacation.dto';
import { VacationsService } from './vacations.service';

@Controller('admin/vacation-modes')
export class AdminVacationModesController {
  constructor(private readonly vacations: VacationsService) {}

  @Get()
  list(@CurrentAccount() accountId: string) {
    return this.vacations.list(accountId);
  }

  @Post()
  create(@CurrentAccount() accountId: string, @Body() body: VacationDto) {
    return this.vacations.create(accountId, body, new Date());
  }

  @Put(':id')
  update(@CurrentAccount() accountId: string, @Param('id') id: string, @Body() body: UpdateVacationDto) {
    return this.vacations.update(accountId, id, body, new Date());
  }

  @Delete(':id')
  @HttpCode(204)
  async remove(@CurrentAccount() accountId: string, @Param('id') id: string): Promise<void> {
    await this.vacations.remove(accountId, id);
  }
}
