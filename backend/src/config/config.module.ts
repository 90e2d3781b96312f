import { DynamicModule, Global, Module } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from './app-config';
import { resolveSecrets, SECRETS } from './secrets';

/** Makes the typed configuration (and the secret derived from it) injectable everywhere. */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: ConfigModule,
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: SECRETS, useValue: resolveSecrets(config) },
      ],
      exports: [APP_CONFIG, SECRETS],
    };
  }
}
