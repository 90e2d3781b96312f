import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { MESSAGES } from '@bestelklaar/domain';
import { Conflict, NotFound } from '../../common/errors/app-error';
import { isUniqueViolation } from '../../database/postgres-errors';
import { AccountEntity } from './account.entity';
import { PasswordHasher } from './password-hasher';

export interface NewAccount {
  name: string;
  email: string;
  password: string;
}

/** The settings of a shop, as the dashboard and the launch checks read them. */
export interface AccountSettings {
  _id: string;
  name: string;
  email: string;
  shopName: string;
  shopDescription: string;
  shopAddress: string;
  subdomain: string;
  onboardingCompleted: boolean;
  websiteUrl: string;
  contactEmail: string;
  contactGsm: string;
  shopMinimumOrderTimeBeforePickup: number;
  darkMode: boolean;
  shopLogoUrl: string;
  shopBannerUrl: string;
}

@Injectable()
export class AccountsService {
  constructor(
    @InjectRepository(AccountEntity) private readonly accounts: Repository<AccountEntity>,
    private readonly hasher: PasswordHasher,
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

  async settings(accountId: string): Promise<AccountSettings> {
    const account = await this.accounts.findOneBy({ id: accountId });
    if (!account) throw new NotFound();
    return toSettings(account);
  }
}

function toSettings(account: AccountEntity): AccountSettings {
  return {
    _id: account.id,
    name: account.name,
    email: account.email,
    shopName: account.shopName,
    shopDescription: account.shopDescription,
    shopAddress: account.shopAddress,
    subdomain: account.subdomain ?? '',
    onboardingCompleted: account.onboardingCompleted,
    websiteUrl: account.websiteUrl,
    contactEmail: account.contactEmail,
    contactGsm: account.contactGsm,
    shopMinimumOrderTimeBeforePickup: account.minimumHoursBeforePickup,
    darkMode: account.darkMode,
    shopLogoUrl: '',
    shopBannerUrl: '',
  };
}
