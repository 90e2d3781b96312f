import { Injectable } from '@nestjs/common';

/** The ordering context's door: placing an order, its payment's outcome, and an order as a document. */
@Injectable()
export class OrdersService {}
