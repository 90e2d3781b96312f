import { AccountEntity } from '../modules/accounts/account.entity';
import { LoginFailureEntity } from '../modules/accounts/login-failure.entity';
import { RevokedTokenEntity } from '../modules/accounts/revoked-token.entity';

/** Every entity the data source knows; each context adds its own here. */
export const ENTITIES = [AccountEntity, RevokedTokenEntity, LoginFailureEntity];
