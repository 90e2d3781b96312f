export { ActivityLog, type SubjectReader, type SubjectState } from './activity-log';
export { ActivityModule } from './activity.module';
export { RecordsActivity } from './records-activity.decorator';
