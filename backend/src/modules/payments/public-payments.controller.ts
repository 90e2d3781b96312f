import { Controller, Get, Header } from '@nestjs/common';
import type { PaymentProviderView } from '@bestelklaar/domain';
import { Public } from '../../common/auth/public.decorator';
import { PaymentsService } from './payments.service';
import { ApiRoute } from '../../common/openapi/api-route.decorator';

/** Which provider takes the payments, so the dashboard and the shop can say when nothing is really paid. */
@Public()
@Controller('payments')
export class PublicPaymentsController {
  constructor(private readonly payments: PaymentsService) {}

  @ApiRoute({ summary: 'Which payment provider takes the payments', answer: 'PaymentProviderView' })
  @Get('provider')
  @Header('Cache-Control', 'public, max-age=300')
  provider(): PaymentProviderView {
    return { provider: this.payments.sandbox ? 'sandbox' : 'stripe' };
  }
}
