export { EventBus, type DomainEvent, type Subscription } from './event-bus';
export { EventsModule } from './events.module';
