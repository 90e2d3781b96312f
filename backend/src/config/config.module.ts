import { DynamicModule, Global, Module } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from './app-config';
import { resolveSecrets, SECRETS } from './secrets';
import { resolveVapidKeys, VAPID_KEYS } from './vapid-keys';

/** Makes the typed configuration (the secrets derived from it, the VAPID keys) injectable everywhere. */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: ConfigModule,
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: SECRETS, useValue: resolveSecrets(config) },
        { provide: VAPID_KEYS, useValue: resolveVapidKeys(config) },
      ],
      exports: [APP_CONFIG, SECRETS, VAPID_KEYS],
    };
  }
}
