import { DynamicModule, Global, Module } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from './app-config';
import { JWT_SECRET, resolveJwtSecret } from './jwt-secret';

/** Makes the typed configuration (and the secret derived from it) injectable everywhere. */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: ConfigModule,
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: JWT_SECRET, useValue: resolveJwtSecret(config) },
      ],
      exports: [APP_CONFIG, JWT_SECRET],
    };
  }
}
