export { JobQueue, type EnqueueOptions, type JobDefinition } from './job-queue';
export { JobsModule } from './jobs.module';
