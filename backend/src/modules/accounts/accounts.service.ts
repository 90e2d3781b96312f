import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import {
  IMAGE_MESSAGES,
  isReservedSubdomain,
  MAX_LEAD_TIME_HOURS,
  MESSAGES,
  parseLeadTime,
  SETTINGS_MESSAGES,
  SettingsInput,
  validateSettings,
  validateSubdomain,
} from '@bestelklaar/domain';
import { Conflict, NotFound, ValidationFailed } from '../../common/errors/app-error';
import { isUniqueViolation } from '../../database/postgres-errors';
import { AccountEntity } from './account.entity';
import { PasswordHasher } from './password-hasher';
import { ImageStore, type StoredObject } from '../../storage';
import { isUuid } from '../../common/ids';
import {
  SHOP_IMAGE_KINDS,
  shopImageKey,
  ShopImageKind,
  toSettings,
  type AccountSettings,
} from './settings.views';

export type { AccountSettings } from './settings.views';

export interface NewAccount {
  name: string;
  email: string;
  password: string;
}

export interface PickupPolicy {
  timeZone: string;
  minimumHoursBeforePickup: number;
}

/** A shop customers can reach: launched on its subdomain. */
export interface LaunchedShop extends PickupPolicy {
  accountId: string;
}

export interface ShopImagesChange {
  logo?: Buffer;
  banner?: Buffer;
  removeLogo?: boolean;
  removeBanner?: boolean;
}

export interface SettingsUpdate {
  settings: AccountSettings;
  /** Shown by the settings screen after saving. */
  warning?: string;
}

@Injectable()
export class AccountsService {
  constructor(
    @InjectRepository(AccountEntity) private readonly accounts: Repository<AccountEntity>,
    private readonly hasher: PasswordHasher,
    private readonly images: ImageStore,
  ) {}

  /** E-mail addresses are unique regardless of case. */
  async register(input: NewAccount): Promise<{ _id: string; name: string; email: string }> {
    const passwordHash = await this.hasher.hash(input.password);
    try {
      const account = await this.accounts.save(
        this.accounts.create({ name: input.name, email: input.email, passwordHash }),
      );
      return { _id: account.id, name: account.name, email: account.email };
    } catch (error) {
      if (isUniqueViolation(error)) throw new Conflict(MESSAGES.emailTaken, { email: MESSAGES.emailTaken });
      throw error;
    }
  }

  async count(): Promise<number> {
    return this.accounts.count();
  }

  /** Public pages see launched shops only; the subdomain is matched lowercased. */
  async findLaunchedShop(subdomain: string): Promise<LaunchedShop | undefined> {
    const account = await this.accounts.findOneBy({ subdomain: subdomain.toLowerCase() });
    if (!account) return undefined;
    return {
      accountId: account.id,
      timeZone: account.timeZone,
      minimumHoursBeforePickup: account.minimumHoursBeforePickup,
    };
  }

  async pickupPolicy(accountId: string): Promise<PickupPolicy> {
    const account = await this.accounts.findOneBy({ id: accountId });
    if (!account) throw new NotFound();
    return { timeZone: account.timeZone, minimumHoursBeforePickup: account.minimumHoursBeforePickup };
  }

  /** Puts the shop on its subdomain; the rules are the domain's, uniqueness is the database's. */
  async launch(accountId: string, subdomain: string): Promise<void> {
    const problem = validateSubdomain(subdomain);
    if (problem) throw ValidationFailed.ofFields({ subdomain: problem });
    if (isReservedSubdomain(subdomain))
      throw ValidationFailed.ofFields({ subdomain: MESSAGES.subdomainReserved });
    const account = await this.accounts.findOneBy({ id: accountId });
    if (!account) throw new NotFound();
    if (account.subdomain) throw new Conflict(MESSAGES.alreadyLaunched);
    try {
      await this.accounts.update({ id: accountId }, { subdomain });
    } catch (error) {
      if (isUniqueViolation(error))
        throw new Conflict(MESSAGES.subdomainTaken, { subdomain: MESSAGES.subdomainTaken });
      throw error;
    }
  }

  /**
   * Replaces the shop's settings after the domain's rules pass and any new logo or banner has been
   * checked and re-encoded; nothing is saved when one fails.
   */
  async updateSettings(
    accountId: string,
    input: SettingsInput & { darkMode: boolean },
    images: ShopImagesChange = {},
  ): Promise<SettingsUpdate> {
    const errors = validateSettings(input);
    if (Object.keys(errors).length > 0) throw ValidationFailed.ofFields(errors as Record<string, string>);
    const minimumHoursBeforePickup = parseLeadTime(input.shopMinimumOrderTimeBeforePickup) as number;
    const logo = images.logo
      ? await this.images.prepare(images.logo, { field: 'shopLogo', maxSide: 800 })
      : undefined;
    const banner = images.banner
      ? await this.images.prepare(images.banner, { field: 'shopBanner', maxSide: 2400 })
      : undefined;

    await this.accounts.manager.transaction(async (manager) => {
      const result = await manager.update(
        AccountEntity,
        { id: accountId },
        {
          name: input.name.trim(),
          shopName: input.shopName.trim(),
          shopDescription: input.shopDescription.trim(),
          shopAddress: input.shopAddress.trim(),
          websiteUrl: input.websiteUrl.trim(),
          contactEmail: input.contactEmail.trim(),
          contactGsm: input.contactGsm.trim(),
          minimumHoursBeforePickup,
          darkMode: input.darkMode,
          // Raised in SQL, so two uploads at once never share a version (and a cached URL).
          ...(logo ? { logoVersion: () => 'logo_version + 1' } : images.removeLogo ? { logoVersion: 0 } : {}),
          ...(banner
            ? { bannerVersion: () => 'banner_version + 1' }
            : images.removeBanner
              ? { bannerVersion: 0 }
              : {}),
        },
      );
      if (!result.affected) throw new NotFound();
      // Inside the transaction: if storing an image fails, the settings are not changed either.
      if (logo) await this.images.save(shopImageKey(accountId, 'logo'), logo);
      if (banner) await this.images.save(shopImageKey(accountId, 'banner'), banner);
    });
    if (!logo && images.removeLogo) await this.images.remove(shopImageKey(accountId, 'logo'));
    if (!banner && images.removeBanner) await this.images.remove(shopImageKey(accountId, 'banner'));

    const settings = await this.settings(accountId);
    return minimumHoursBeforePickup === MAX_LEAD_TIME_HOURS
      ? { settings, warning: SETTINGS_MESSAGES.sameDayImpossible }
      : { settings };
  }

  /** Public: a shop's logo and banner are shown to every visitor of its page. */
  async shopImage(accountId: string, kind: string): Promise<StoredObject> {
    const image =
      isUuid(accountId) && SHOP_IMAGE_KINDS.includes(kind as ShopImageKind)
        ? await this.images.read(shopImageKey(accountId, kind as ShopImageKind))
        : undefined;
    if (!image) throw new NotFound(IMAGE_MESSAGES.notFound);
    return image;
  }

  async setOnboardingCompleted(accountId: string, completed: boolean): Promise<void> {
    await this.accounts.update({ id: accountId }, { onboardingCompleted: completed });
  }

  async settings(accountId: string): Promise<AccountSettings> {
    const account = await this.accounts.findOneBy({ id: accountId });
    if (!account) throw new NotFound();
    return toSettings(account);
  }
}
