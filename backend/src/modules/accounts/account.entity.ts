import type { Language } from '@bestelklaar/domain';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { ContentTranslations } from '@bestelklaar/domain';

/** An account is a shop and its settings; the people who run it are `users` with a membership. */
@Entity('accounts')
export class AccountEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'shop_name' })
  shopName: string;

  @Column({ name: 'shop_description' })
  shopDescription: string;

  @Column({ name: 'shop_address' })
  shopAddress: string;

  @Column({ type: 'text', nullable: true })
  subdomain: string | null;

  @Column({ name: 'onboarding_completed' })
  onboardingCompleted: boolean;

  @Column({ name: 'website_url' })
  websiteUrl: string;

  @Column({ name: 'contact_email' })
  contactEmail: string;

  @Column({ name: 'contact_gsm' })
  contactGsm: string;

  @Column({ name: 'minimum_hours_before_pickup' })
  minimumHoursBeforePickup: number;

  @Column({ name: 'dark_mode' })
  darkMode: boolean;

  @Column({ name: 'time_zone' })
  timeZone: string;

  /** Orders one slot piece may take; null: unlimited. */
  @Column({ name: 'max_orders_per_slot', type: 'integer', nullable: true })
  maxOrdersPerSlot: number | null;

  /** 'Bestellingen pauzeren': no orders until this instant; an instant past means none. */
  @Column({ name: 'ordering_paused_until', type: 'timestamptz', nullable: true })
  orderingPausedUntil: Date | null;

  /** 'Drukte': minutes added to the lead time on the shop day `busyOn` only. */
  @Column({ name: 'busy_minutes', type: 'smallint' })
  busyMinutes: number;

  @Column({ name: 'busy_on', type: 'date', nullable: true })
  busyOn: string | null;

  /** Whether the shop's contact e-mail gets a copy of each new order. */
  @Column({ name: 'new_order_mails' })
  newOrderMails: boolean;

  /** 'Herinnering na … minuten': a paid order nobody saw this long reaches the shop by mail (and push). */
  @Column({ name: 'unseen_reminder_minutes', type: 'smallint' })
  unseenReminderMinutes: number;

  /** 'Automatisch annuleren … minuten voor het ophaalmoment'; null: off. */
  @Column({ name: 'auto_cancel_minutes_before_pickup', type: 'smallint', nullable: true })
  autoCancelMinutesBeforePickup: number | null;

  /** 'Bestellingen automatisch bevestigen': a paid order counts as seen at once, by the system. */
  @Column({ name: 'auto_confirm_orders' })
  autoConfirmOrders: boolean;

  /** Whether a customer may cancel their own paid order on its page (then refunded in full). */
  @Column({ name: 'customer_cancel_allowed' })
  customerCancelAllowed: boolean;

  /** Until how many hours before the pickup piece starts the customer may. */
  @Column({ name: 'customer_cancel_hours', type: 'smallint' })
  customerCancelHours: number;

  /** 'Allergeneninformatie': every item's allergens are filled in, so an item without any has none. */
  @Column({ name: 'allergen_info_complete' })
  allergenInfoComplete: boolean;

  /** The shop's own short text about allergens on its page; '' when none. */
  @Column({ name: 'allergen_info_text' })
  allergenInfoText: string;

  /** That text in French and English, where the owner gave it (`{ fr: { description } }`); `{}` when none. */
  @Column({ name: 'allergen_info_text_translations', type: 'jsonb' })
  allergenInfoTextTranslations: ContentTranslations;

  /** 'Standaardtaal van de webshop': the page's language when nothing a customer sends names one. */
  @Column({ name: 'default_language', type: 'text' })
  defaultLanguage: Language;
  /** The shop description in French and English, where the owner gave it; `{}` when none. */
  @Column({ name: 'shop_description_translations', type: 'jsonb' })
  shopDescriptionTranslations: ContentTranslations;

  /** 0: no logo; raised on every upload so its URL changes and caches stay correct. */
  @Column({ name: 'logo_version' })
  logoVersion: number;

  @Column({ name: 'banner_version' })
  bannerVersion: number;

  /** Where the current logo and banner are stored; null for images from before keys were per upload. */
  @Column({ name: 'logo_key', type: 'text', nullable: true })
  logoKey: string | null;

  @Column({ name: 'banner_key', type: 'text', nullable: true })
  bannerKey: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
