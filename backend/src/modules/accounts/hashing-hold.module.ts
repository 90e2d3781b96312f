import { DynamicModule, Global, Module } from '@nestjs/common';
import type { HashingHold } from './hashing-queue';
import { HASHING_HOLD } from './password-hasher';

const holdNothing: HashingHold = () => Promise.resolve();

/** Hands the password hasher what a test holds before each hash; production hands in nothing. */
@Global()
@Module({})
export class HashingHoldModule {
  static forRoot(hold: HashingHold | undefined): DynamicModule {
    return {
      module: HashingHoldModule,
      providers: [{ provide: HASHING_HOLD, useValue: hold ?? holdNothing }],
      exports: [HASHING_HOLD],
    };
  }
}
