import { Injectable } from '@nestjs/common';

/** The mails an order's life sends: confirmation and the shop's copy on paid, 'klaar voor afhaling' on ready. */
@Injectable()
export class OrderMails {}
