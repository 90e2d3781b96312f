import { Injectable } from '@nestjs/common';

/** Every minute: pending orders past their payment page's expiry are settled with the provider's word. */
@Injectable()
export class OrderSweeper {}
