import { Injectable, OnModuleInit } from '@nestjs/common';
import { ActivityLog, type SubjectState } from '../../common/activity';
import { UnitOfWork } from '../../database/unit-of-work';

/** How the shop's settings, and its pause or busy time for new orders, read in the activity. */
@Injectable()
export class ShopActivity implements OnModuleInit {
  constructor(
    private readonly activity: ActivityLog,
    private readonly uow: UnitOfWork,
  ) {}

  onModuleInit(): void {
    this.activity.describe('settings', (shopId, id) => this.settings(shopId, id));
    this.activity.describe('ordering', (shopId, id) => this.ordering(shopId, id));
  }

  private async settings(shopId: string, id: string): Promise<SubjectState | null> {
    if (id !== shopId) return null;
    const [row] = await this.uow.manager.query('SELECT * FROM accounts WHERE id = $1', [shopId]);
    if (!row) return null;
    return {
      name: 'Instellingen',
      fields: {
        shopName: row.shop_name,
        shopDescription: row.shop_description,
        shopAddress: row.shop_address,
        subdomain: row.subdomain,
        websiteUrl: row.website_url,
        contactEmail: row.contact_email,
        contactGsm: row.contact_gsm,
        minimumHoursBeforePickup: row.minimum_hours_before_pickup,
        maxOrdersPerSlot: row.max_orders_per_slot,
        newOrderMails: row.new_order_mails,
        darkMode: row.dark_mode,
        defaultLanguage: row.default_language,
        allergenInfoText: row.allergen_info_text,
        customerCancelAllowed: row.customer_cancel_allowed,
        customerCancelHours: row.customer_cancel_hours,
        twoFactorRequired: row.two_factor_required,
        unseenReminderMinutes: row.unseen_reminder_minutes,
        autoCancelMinutesBeforePickup: row.auto_cancel_minutes_before_pickup,
        autoConfirmOrders: row.auto_confirm_orders,
        logo: row.logo_key ? String(row.logo_version) : null,
        banner: row.banner_key ? String(row.banner_version) : null,
      },
    };
  }

  private async ordering(shopId: string, id: string): Promise<SubjectState | null> {
    if (id !== shopId) return null;
    const [row] = await this.uow.manager.query(
      'SELECT ordering_paused_until, busy_minutes FROM accounts WHERE id = $1',
      [shopId],
    );
    if (!row) return null;
    return {
      name: 'Nieuwe bestellingen',
      fields: {
        pausedUntil: row.ordering_paused_until ? new Date(row.ordering_paused_until).toISOString() : null,
        busyMinutes: row.busy_minutes,
      },
    };
  }
}
