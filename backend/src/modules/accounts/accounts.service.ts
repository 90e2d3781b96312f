import { Injectable } from '@nestjs/common';
import { IsNull, Not, Repository } from 'typeorm';
import {
  IMAGE_MESSAGES,
  MAX_LEAD_TIME_HOURS,
  MAX_SHOPS_PER_PERSON,
  MESSAGES,
  SETTINGS_MESSAGES,
  activePause,
  busyMinutesOn,
  todayIn,
  type CustomerCancelPolicy,
  type Language,
  type PublicShopInfoView,
  type AllergenSettings,
  type ShopTranslations,
  type OrderAttentionSettings,
  type Settings,
  type SignupInput,
} from '@bestelklaar/domain';
import { UnitOfWork } from '../../database/unit-of-work';
import { Clock } from '../../common/clock';
import { Conflict, NotFound } from '../../common/errors/app-error';
import { isUniqueViolation } from '../../database/postgres-errors';
import { AccountEntity } from './account.entity';
import { Memberships } from './memberships';
import { UserEntity } from './user.entity';
import { PasswordHasher } from './password-hasher';
import { ImageStore, type ImageWidth, type StoredObject } from '../../storage';
import { isUuid } from '../../common/ids';
import {
  SHOP_IMAGE_KINDS,
  shopImagePrefix,
  storedShopImageKey,
  ShopImageKind,
  toSettings,
  type AccountSettings,
} from './settings.views';
import { toPublicShopInfo } from './public-shop.views';

export type { AccountSettings } from './settings.views';

export interface PickupPolicy {
  timeZone: string;
  minimumHoursBeforePickup: number;
  /** Orders one slot piece may take; null: unlimited. */
  maxOrdersPerSlot: number | null;
  /** The owner's pause under way, if any. */
  orderingPausedUntil: Date | null;
  /** Busy mode's minutes on today's lead time; 0 when not busy. */
  busyMinutes: number;
}

/** A shop customers can reach: launched on its subdomain. */
export interface LaunchedShop extends PickupPolicy {
  accountId: string;
  /** The language its page speaks when nothing a customer sends names one. */
  defaultLanguage: Language;
}

export interface ShopImagesChange {
  logo?: Buffer;
  banner?: Buffer;
  removeLogo?: boolean;
  removeBanner?: boolean;
}

/** A registration: the shop's id (`_id`, as the sign-up answers it) and its owner's. */
export interface Registered {
  _id: string;
  userId: string;
  name: string;
  email: string;
}

export interface SettingsUpdate {
  settings: AccountSettings;
  /** Shown by the settings screen after saving. */
  warning?: string;
}

@Injectable()
export class AccountsService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly hasher: PasswordHasher,
    private readonly images: ImageStore,
    private readonly clock: Clock,
    private readonly memberships: Memberships,
  ) {}

  private get accounts(): Repository<AccountEntity> {
    return this.uow.repository(AccountEntity);
  }

  private get users(): Repository<UserEntity> {
    return this.uow.repository(UserEntity);
  }

  /**
   * A person and their new shop, of which they are the 'eigenaar', in one transaction. E-mail
   * addresses are unique regardless of case; `client` is whose turn the password's hash takes.
   * `_id` is the shop's.
   */
  async register(input: SignupInput, client: string): Promise<Registered> {
    const passwordHash = await this.hasher.hash(input.password, client);
    try {
      return await this.uow.transaction(async () => {
        const user = await this.users.save(
          this.users.create({ name: input.name, email: input.email, passwordHash }),
        );
        const shop = await this.accounts.save(this.accounts.create({}));
        await this.memberships.add(user.id, shop.id, 'eigenaar');
        return { _id: shop.id, userId: user.id, name: user.name, email: user.email };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new Conflict(MESSAGES.emailTaken, { email: MESSAGES.emailTaken });
      throw error;
    }
  }

  /**
   * 'Nieuwe zaak toevoegen': an empty shop with the person as its eigenaar. The person's shops are
   * counted under a lock of their own, so requests at once cannot pass the bound together.
   */
  async addShop(userId: string): Promise<string> {
    return this.uow.transaction(async () => {
      await this.uow.manager.query("SELECT pg_advisory_xact_lock(hashtext('shops-of'), hashtext($1))", [
        userId,
      ]);
      const [{ shops }] = await this.uow.manager.query<{ shops: number }[]>(
        'SELECT count(*)::int AS shops FROM memberships WHERE user_id = $1',
        [userId],
      );
      if (shops >= MAX_SHOPS_PER_PERSON) throw new Conflict(MESSAGES.tooManyShops);
      const shop = await this.accounts.save(this.accounts.create({}));
      await this.memberships.add(userId, shop.id, 'eigenaar');
      return shop.id;
    });
  }

  async count(): Promise<number> {
    return this.accounts.count();
  }

  /** Public pages see launched shops only; the subdomain is matched lowercased. */
  async findLaunchedShop(subdomain: string): Promise<LaunchedShop | undefined> {
    const account = await this.launchedAccount(subdomain);
    return account ? launchedShopOf(account, this.clock.now()) : undefined;
  }

  /** The launched shop on `subdomain` and what its page shows of it, from one read of its account. */
  async findLaunchedShopWithInfo(
    subdomain: string,
  ): Promise<{ shop: LaunchedShop; info: PublicShopInfoView } | undefined> {
    const account = await this.launchedAccount(subdomain);
    if (!account) return undefined;
    return { shop: launchedShopOf(account, this.clock.now()), info: toPublicShopInfo(account) };
  }

  /**
   * Every launched shop's subdomain with its default language (the one its bare address speaks),
   * alphabetically: what search engines may list (sitemap.xml).
   */
  async launchedSubdomains(): Promise<{ subdomain: string; defaultLanguage: Language }[]> {
    const rows = await this.accounts.find({
      select: { subdomain: true, defaultLanguage: true },
      where: { subdomain: Not(IsNull()) },
      order: { subdomain: 'ASC' },
    });
    return rows.map((account) => ({
      subdomain: account.subdomain!,
      defaultLanguage: account.defaultLanguage,
    }));
  }

  /** Public: the launched shop on `subdomain`, or the 404 every public read answers for any other. */
  async launchedShop(subdomain: string): Promise<LaunchedShop> {
    const shop = await this.findLaunchedShop(subdomain);
    if (!shop) throw new NotFound();
    return shop;
  }

  /** Public: what the shop page's navigation bar and header show of a launched shop. */
  async publicShopInfo(subdomain: string): Promise<PublicShopInfoView> {
    const account = await this.launchedAccount(subdomain);
    if (!account) throw new NotFound();
    return toPublicShopInfo(account);
  }

  private launchedAccount(subdomain: string): Promise<AccountEntity | null> {
    return this.accounts.findOneBy({ subdomain: subdomain.toLowerCase() });
  }

  async pickupPolicy(accountId: string): Promise<PickupPolicy> {
    const account = await this.accounts.findOneBy({ id: accountId });
    if (!account) throw new NotFound();
    return toPickupPolicy(account, this.clock.now());
  }

  /** The shop's calendar day now, in its time zone (what 'Uitverkocht vandaag' is judged against). */
  async today(accountId: string): Promise<string> {
    return todayIn((await this.pickupPolicy(accountId)).timeZone, this.clock.now());
  }

  /** 'Bestellingen pauzeren' until `until`, or lifted with null. */
  async pauseOrdering(accountId: string, until: Date | null): Promise<void> {
    await this.accounts.update({ id: accountId }, { orderingPausedUntil: until });
  }

  /** 'Drukte': `minutes` on the lead time of the shop day `on`, or lifted with 0 and null. */
  async setBusy(accountId: string, minutes: number, on: string | null): Promise<void> {
    await this.accounts.update({ id: accountId }, { busyMinutes: minutes, busyOn: on });
  }

  /** Puts the shop on its subdomain, as read by the domain's parseSubdomain; uniqueness is the database's. */
  async launch(accountId: string, subdomain: string): Promise<void> {
    const account = await this.accounts.findOneBy({ id: accountId });
    if (!account) throw new NotFound();
    if (account.subdomain) throw new Conflict(MESSAGES.alreadyLaunched);
    try {
      await this.uow.transaction(async () => {
        await this.accounts.update({ id: accountId }, { subdomain });
      });
    } catch (error) {
      if (isUniqueViolation(error))
        throw new Conflict(MESSAGES.subdomainTaken, { subdomain: MESSAGES.subdomainTaken });
      throw error;
    }
  }

  /**
   * Replaces the shop's settings, read by the domain's parseSettings, once any new logo or banner has
   * been checked and re-encoded; nothing is saved when one fails.
   */
  async updateSettings(
    accountId: string,
    input: Settings & AllergenSettings & ShopTranslations & Partial<OrderAttentionSettings>,
    images: ShopImagesChange = {},
  ): Promise<SettingsUpdate> {
    const minimumHoursBeforePickup = input.shopMinimumOrderTimeBeforePickup;
    const logo = images.logo
      ? await this.images.prepare(images.logo, { field: 'shopLogo', maxSide: 800, share: 'fit' })
      : undefined;
    const banner = images.banner
      ? await this.images.prepare(images.banner, { field: 'shopBanner', maxSide: 2400, share: 'fill' })
      : undefined;

    const account = await this.accounts.findOneBy({ id: accountId });
    if (!account) throw new NotFound();
    const logoKey = logo ? await this.images.stage(shopImagePrefix(accountId, 'logo'), logo) : undefined;
    const bannerKey = banner
      ? await this.images.stage(shopImagePrefix(accountId, 'banner'), banner)
      : undefined;
    const replacesLogo = account.logoVersion > 0 && (logoKey !== undefined || images.removeLogo === true);
    const replacesBanner =
      account.bannerVersion > 0 && (bannerKey !== undefined || images.removeBanner === true);

    await this.images.commitImages(
      {
        staged: [logoKey, bannerKey].filter((key) => key !== undefined),
        replaced: [
          ...(replacesLogo ? [storedShopImageKey(account, 'logo')] : []),
          ...(replacesBanner ? [storedShopImageKey(account, 'banner')] : []),
        ],
      },
      () =>
        this.uow.transaction(async () => {
          // The name is the owner's, a person's: changed on them (their other shops show it too).
          const owner = await this.memberships.ownerOf(accountId);
          if (owner && owner.name !== input.name)
            await this.users.update({ id: owner.userId }, { name: input.name });
          const result = await this.accounts.update(
            { id: accountId },
            {
              shopName: input.shopName,
              shopDescription: input.shopDescription,
              shopAddress: input.shopAddress,
              websiteUrl: input.websiteUrl,
              contactEmail: input.contactEmail,
              contactGsm: input.contactGsm,
              minimumHoursBeforePickup,
              darkMode: input.darkMode,
              maxOrdersPerSlot: input.maxOrdersPerSlot,
              newOrderMails: input.newOrderMails,
              // Left out by the form: the shop keeps its own rules for orders nobody saw.
              ...(input.unseenReminderMinutes !== undefined && {
                unseenReminderMinutes: input.unseenReminderMinutes,
              }),
              ...(input.autoCancelMinutesBeforePickup !== undefined && {
                autoCancelMinutesBeforePickup: input.autoCancelMinutesBeforePickup,
              }),
              ...(input.autoConfirmOrders !== undefined && { autoConfirmOrders: input.autoConfirmOrders }),
              defaultLanguage: input.defaultLanguage,
              allergenInfoComplete: input.allergenInfoComplete,
              allergenInfoText: input.allergenInfoText,
              // A form that sent none keeps the stored ones.
              ...(input.shopDescriptionTranslations && {
                shopDescriptionTranslations: input.shopDescriptionTranslations,
              }),
              ...(input.allergenInfoTextTranslations && {
                allergenInfoTextTranslations: input.allergenInfoTextTranslations,
              }),
              // Raised in SQL, so two uploads at once never share a version (and a cached URL).
              ...(logoKey
                ? { logoKey, logoVersion: () => 'logo_version + 1' }
                : images.removeLogo
                  ? { logoKey: null, logoVersion: 0 }
                  : {}),
              ...(bannerKey
                ? { bannerKey, bannerVersion: () => 'banner_version + 1' }
                : images.removeBanner
                  ? { bannerKey: null, bannerVersion: 0 }
                  : {}),
            },
          );
          if (!result.affected) throw new NotFound();
        }),
    );

    const settings = await this.settings(accountId);
    return minimumHoursBeforePickup === MAX_LEAD_TIME_HOURS
      ? { settings, warning: SETTINGS_MESSAGES.sameDayImpossible }
      : { settings };
  }

  /**
   * Public: a shop's logo and banner are shown to every visitor of its page; with a width, the copy
   * of that width made at upload (the original where none is narrower).
   */
  async shopImage(accountId: string, kind: string, width?: ImageWidth): Promise<StoredObject> {
    const account =
      isUuid(accountId) && SHOP_IMAGE_KINDS.includes(kind as ShopImageKind)
        ? await this.accounts.findOneBy({ id: accountId })
        : null;
    const shown = account && (kind === 'logo' ? account.logoVersion : account.bannerVersion) > 0;
    const image = shown
      ? await this.images.read(storedShopImageKey(account, kind as ShopImageKind), width)
      : undefined;
    if (!image) throw new NotFound(IMAGE_MESSAGES.notFound);
    return image;
  }

  /**
   * The shop's logo or banner as a link preview (SHARE_IMAGE_SIZE, JPEG): the banner filled to
   * 1.91:1, the logo whole on white.
   */
  async shopShareImage(accountId: string, kind: string): Promise<StoredObject> {
    const account =
      isUuid(accountId) && SHOP_IMAGE_KINDS.includes(kind as ShopImageKind)
        ? await this.accounts.findOneBy({ id: accountId })
        : null;
    const shown = account && (kind === 'logo' ? account.logoVersion : account.bannerVersion) > 0;
    const image = shown
      ? await this.images.readShare(
          storedShopImageKey(account, kind as ShopImageKind),
          kind === 'logo' ? 'fit' : 'fill',
        )
      : undefined;
    if (!image) throw new NotFound(IMAGE_MESSAGES.notFound);
    return image;
  }

  async setOnboardingCompleted(accountId: string, completed: boolean): Promise<void> {
    await this.accounts.update({ id: accountId }, { onboardingCompleted: completed });
  }

  /** Whether and until when the shop's customers may cancel their own paid orders. */
  async customerCancelPolicy(accountId: string): Promise<CustomerCancelPolicy> {
    const account = await this.accounts.findOneBy({ id: accountId });
    if (!account) throw new NotFound();
    return {
      customerCancelAllowed: account.customerCancelAllowed,
      customerCancelHoursBeforePickup: account.customerCancelHours,
    };
  }

  async setCustomerCancelPolicy(
    accountId: string,
    policy: CustomerCancelPolicy,
  ): Promise<CustomerCancelPolicy> {
    await this.accounts.update(
      { id: accountId },
      {
        customerCancelAllowed: policy.customerCancelAllowed,
        customerCancelHours: policy.customerCancelHoursBeforePickup,
      },
    );
    return this.customerCancelPolicy(accountId);
  }

  /** The shop's rules for paid orders nobody saw (a reminder, a cancel, or confirming by itself). */
  async orderAttention(accountId: string): Promise<OrderAttentionSettings> {
    const account = await this.accounts.findOneBy({ id: accountId });
    if (!account) throw new NotFound();
    return {
      unseenReminderMinutes: account.unseenReminderMinutes,
      autoCancelMinutesBeforePickup: account.autoCancelMinutesBeforePickup,
      autoConfirmOrders: account.autoConfirmOrders,
    };
  }

  /** The shop's settings, with its owner's name and e-mail (its oldest 'eigenaar'; '' when it has none). */
  async settings(accountId: string): Promise<AccountSettings> {
    const [account, owner] = await this.uow.sideBySide(
      () => this.accounts.findOneBy({ id: accountId }),
      () => this.memberships.ownerOf(accountId),
    );
    if (!account) throw new NotFound();
    return toSettings(account, owner ?? { name: '', email: '' });
  }
}

function toPickupPolicy(account: AccountEntity, now: Date): PickupPolicy {
  return {
    timeZone: account.timeZone,
    minimumHoursBeforePickup: account.minimumHoursBeforePickup,
    maxOrdersPerSlot: account.maxOrdersPerSlot,
    orderingPausedUntil: activePause(account.orderingPausedUntil, now),
    busyMinutes: busyMinutesOn(
      { minutes: account.busyMinutes, on: account.busyOn },
      todayIn(account.timeZone, now),
    ),
  };
}

function launchedShopOf(account: AccountEntity, now: Date): LaunchedShop {
  return {
    accountId: account.id,
    defaultLanguage: account.defaultLanguage,
    ...toPickupPolicy(account, now),
  };
}
