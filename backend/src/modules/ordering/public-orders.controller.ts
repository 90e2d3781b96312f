import { Controller } from '@nestjs/common';
import { Public } from '../../common/auth/public.decorator';

/** A customer's calls: place an order, the slots still free, and the order on the payment result pages. */
@Public()
@Controller('shop/:shop')
export class PublicOrdersController {}
