import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { LessThan } from 'typeorm';
import { Clock } from '../../common/clock';
import { JobQueue } from '../../common/jobs';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { UnitOfWork } from '../../database/unit-of-work';
import { LoginFailureEntity } from './login-failure.entity';
import { LoginSuccessEntity, RECOGNISED_FOR_MS } from './login-success.entity';
import { RevokedTokenEntity } from './revoked-token.entity';

export const PURGE_EXPIRED_SESSIONS = 'accounts.purge-expired-sessions';

/**
 * Revoked tokens and remembered sessions matter only until they would have expired, login
 * challenges for their five minutes, login failures only within the
 * lockout window, and remembered logins only for `RECOGNISED_FOR_MS`; a scheduled job (once
 * across all instances) deletes what no longer counts.
 */
@Injectable()
export class SessionHousekeeping implements OnModuleInit {
  constructor(
    private readonly jobs: JobQueue,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.jobs.recurring(
      { name: PURGE_EXPIRED_SESSIONS, handle: () => this.purge() },
      { cron: this.config.housekeepingCron },
    );
  }

  async purge(): Promise<void> {
    const now = this.clock.now();
    await this.uow.repository(RevokedTokenEntity).delete({ expiresAt: LessThan(now) });
    await this.uow.repository(LoginFailureEntity).delete({
      occurredAt: LessThan(new Date(now.getTime() - this.config.loginFailureWindowMs)),
    });
    await this.uow.repository(LoginSuccessEntity).delete({
      succeededAt: LessThan(new Date(now.getTime() - RECOGNISED_FOR_MS)),
    });
    await this.uow.manager.query('DELETE FROM two_factor_challenges WHERE expires_at < $1', [now]);
    await this.uow.manager.query('DELETE FROM sessions WHERE expires_at < $1', [now]);
  }
}
