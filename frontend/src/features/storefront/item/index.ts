export { ItemDialog, type EditedLine, type ItemDialogProps } from './ItemDialog';
