/**
 * What other contexts read of ordering besides its module: the door that gives an order's document
 * (a print job's ticket is built from it, as a mail is).
 */
export { OrdersService } from './orders.service';
export type { OrderDocument } from './order-document';
