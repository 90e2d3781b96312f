import './tokens.css';

export { Alert, type AlertProps, type AlertTone } from './components/Alert/Alert';
export { Badge, type BadgeProps, type BadgeTone } from './components/Badge/Badge';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './components/Button/Button';
export { Card, type CardProps } from './components/Card/Card';
export {
  ConfirmDialog,
  type ConfirmDialogProps,
  type ConfirmDialogTone,
} from './components/ConfirmDialog/ConfirmDialog';
export { EmptyState, type EmptyStateProps } from './components/EmptyState/EmptyState';
export { IconButton, type IconButtonProps, type IconButtonVariant } from './components/IconButton/IconButton';
export { Logo, type LogoProps, type LogoVariant } from './components/Logo/Logo';
export { Modal, type ModalProps, type ModalSize } from './components/Modal/Modal';
export { Spinner, type SpinnerProps, type SpinnerSize } from './components/Spinner/Spinner';
export { Tabs, type TabItem, type TabsProps } from './components/Tabs/Tabs';
export { TextField, type TextFieldProps } from './components/TextField/TextField';
export {
  ToastProvider,
  useToast,
  type ToastApi,
  type ToastOptions,
  type ToastProviderProps,
  type ToastTone,
} from './components/Toast/Toast';
