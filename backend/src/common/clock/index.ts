export { Clock, SettableClock, SystemClock } from './clock';
export { ClockModule } from './clock.module';
