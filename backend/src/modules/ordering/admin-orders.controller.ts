import { Controller } from '@nestjs/common';

/** The owner's orders: lists, revenue, prep list, and marking an order ready or picked up. */
@Controller('admin/orders')
export class AdminOrdersController {}
