import { DynamicModule, Global, Module } from '@nestjs/common';
import { DATABASE_URL } from '../../database/database-url';
import { JobQueue } from './job-queue';

@Global()
@Module({})
export class JobsModule {
  static forRoot(databaseUrl: string): DynamicModule {
    return {
      module: JobsModule,
      providers: [{ provide: DATABASE_URL, useValue: databaseUrl }, JobQueue],
      exports: [DATABASE_URL, JobQueue],
    };
  }
}
