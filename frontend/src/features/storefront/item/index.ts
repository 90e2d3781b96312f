export type { EditedLine } from './edited-line';
export { ItemDialog, type ItemDialogProps } from './ItemDialog';
