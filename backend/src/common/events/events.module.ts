import { Global, Module } from '@nestjs/common';
import { EventBus } from './event-bus';
import { EventRetention } from './event-retention';

@Global()
@Module({ providers: [EventBus, EventRetention], exports: [EventBus] })
export class EventsModule {}
