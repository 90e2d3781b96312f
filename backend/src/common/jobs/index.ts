export { JobQueue, type EnqueueOptions, type JobDefinition, type Recurrence } from './job-queue';
export { JobsModule } from './jobs.module';
