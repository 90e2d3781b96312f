import { Injectable, OnModuleInit } from '@nestjs/common';
import type { DiscountView } from '@bestelklaar/domain';
import { ActivityLog, type SubjectState } from '../../common/activity';
import { DiscountListing } from './discount-listing';
import { toDiscountView } from './promotions.views';

/** What a discount is on, in words: the whole shop, a collection, or its products and menus. */
function appliesTo(discount: DiscountView): string {
  if (discount.discountType === 'Webshop') return 'Hele webshop';
  if (discount.discountType === 'Collection') return discount.collection?.name ?? '';
  return [...discount.products, ...discount.menus].map((item) => item.name).join(', ');
}

/** How a discount reads in the shop's activity. */
@Injectable()
export class DiscountActivity implements OnModuleInit {
  constructor(
    private readonly activity: ActivityLog,
    private readonly listing: DiscountListing,
  ) {}

  onModuleInit(): void {
    this.activity.describe('discount', (shopId, id) => this.discount(shopId, id));
  }

  private async discount(shopId: string, id: string): Promise<SubjectState | null> {
    const [row] = await this.listing.discounts(shopId, id);
    if (!row) return null;
    const discount = toDiscountView(row);
    const target = appliesTo(discount);
    return {
      name: `${discount.discount}% korting${target ? ` — ${target}` : ''}`,
      fields: {
        description: discount.description,
        percentage: discount.discount,
        appliesTo: target,
        startsOn: discount.startDate,
        endsOn: discount.endDate,
      },
    };
  }
}
