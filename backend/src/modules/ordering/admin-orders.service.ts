import { Injectable } from '@nestjs/common';

/** The shop's lists of its confirmed orders, its revenue, and the owner's moves on an order. */
@Injectable()
export class AdminOrdersService {}
