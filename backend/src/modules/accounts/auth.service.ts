import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { MoreThan, Repository } from 'typeorm';
import { MESSAGES, SESSION_LIFETIME_MS } from '@bestelklaar/domain';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { TooManyRequests, Unauthorized } from '../../common/errors/app-error';
import { AccountEntity } from './account.entity';
import { LoginFailureEntity } from './login-failure.entity';
import { RevokedTokenEntity } from './revoked-token.entity';
import { PasswordHasher } from './password-hasher';

@Injectable()
export class AuthService {
  constructor(
    @InjectRepository(AccountEntity) private readonly accounts: Repository<AccountEntity>,
    @InjectRepository(RevokedTokenEntity) private readonly revoked: Repository<RevokedTokenEntity>,
    @InjectRepository(LoginFailureEntity) private readonly failures: Repository<LoginFailureEntity>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly hasher: PasswordHasher,
    private readonly jwt: JwtService,
  ) {}

  /** Unknown e-mail and wrong password fail alike; too many failures for one e-mail are refused for a while. */
  async login(email: string, password: string): Promise<string> {
    const key = email.trim().toLowerCase();
    const since = new Date(Date.now() - this.config.loginFailureWindowMs);
    const recentFailures = await this.failures.count({ where: { email: key, occurredAt: MoreThan(since) } });
    if (recentFailures >= this.config.loginFailureLimit)
      throw new TooManyRequests(MESSAGES.tooManyLoginAttempts);

    const account = await this.accounts
      .createQueryBuilder('account')
      .where('lower(account.email) = :key', { key })
      .getOne();
    const valid = await this.hasher.verify(account?.passwordHash, password);
    if (!account || !valid) {
      await this.failures.insert({ email: key, occurredAt: new Date() });
      throw new Unauthorized(MESSAGES.invalidCredentials);
    }
    return this.jwt.signAsync(
      { sub: account.id },
      { jwtid: randomUUID(), expiresIn: Math.floor(SESSION_LIFETIME_MS / 1000) },
    );
  }

  async logout(tokenId: string, expiresAt: Date): Promise<void> {
    await this.revoked.upsert({ jti: tokenId, expiresAt }, ['jti']);
  }

  /** A token is live while it is unrevoked and its account still exists. */
  async isLive(tokenId: string, accountId: string): Promise<boolean> {
    const [revoked, account] = await Promise.all([
      this.revoked.exists({ where: { jti: tokenId } }),
      this.accounts.exists({ where: { id: accountId } }),
    ]);
    return !revoked && account;
  }
}
