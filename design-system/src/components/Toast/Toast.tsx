import * as RadixToast from '@radix-ui/react-toast';
import clsx from 'clsx';
import { CircleAlert, CircleCheck, Info, X, type LucideIcon } from 'lucide-react';
import { createContext, use, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { IconButton } from '../IconButton/IconButton';
import styles from './Toast.module.css';

export type ToastTone = 'success' | 'error' | 'info';

export interface ToastOptions {
  title: string;
  description?: string;
  tone?: ToastTone;
  /** How long the toast stays; defaults to 5 seconds. */
  durationMs?: number;
}

export interface ToastApi {
  show(toast: ToastOptions): void;
}

export interface ToastProviderProps {
  children?: ReactNode;
  /** Each toast's name for assistive technology, in the page's language. */
  label?: string;
  /** The toasts' region's name; `{hotkey}` stands for the key that reaches it. */
  viewportLabel?: string;
  /** The close button's name. */
  closeLabel?: string;
}

interface ShownToast extends ToastOptions {
  id: number;
  open: boolean;
}

const DEFAULT_DURATION_MS = 5000;

const toneIcons: Record<ToastTone, LucideIcon> = {
  success: CircleCheck,
  error: CircleAlert,
  info: Info,
};

const ToastContext = createContext<ToastApi | null>(null);

/** Wrap the app once; renders the toast region bottom-right (bottom-centre on phones). */
export function ToastProvider({
  children,
  label = 'Melding',
  viewportLabel = 'Meldingen ({hotkey})',
  closeLabel = 'Sluiten',
}: ToastProviderProps) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const nextId = useRef(1);

  const show = useCallback((toast: ToastOptions) => {
    const id = nextId.current++;
    // Closed toasts have finished their exit animation by the time the next one arrives.
    setToasts((current) => [...current.filter((shown) => shown.open), { ...toast, id, open: true }]);
  }, []);

  const close = useCallback((id: number) => {
    setToasts((current) => current.map((shown) => (shown.id === id ? { ...shown, open: false } : shown)));
  }, []);

  const api = useMemo(() => ({ show }), [show]);

  return (
    <RadixToast.Provider duration={DEFAULT_DURATION_MS} swipeDirection="right" label={label}>
      <ToastContext value={api}>{children}</ToastContext>
      {toasts.map((toast) => (
        <ToastMessage key={toast.id} toast={toast} closeLabel={closeLabel} onClose={() => close(toast.id)} />
      ))}
      <RadixToast.Viewport className={styles.viewport} label={viewportLabel} />
    </RadixToast.Provider>
  );
}

function ToastMessage({
  toast,
  closeLabel,
  onClose,
}: {
  toast: ShownToast;
  closeLabel: string;
  onClose(): void;
}) {
  const tone = toast.tone ?? 'info';
  const Icon = toneIcons[tone];

  return (
    <RadixToast.Root
      className={clsx(styles.toast, styles[tone])}
      open={toast.open}
      onOpenChange={(open) => !open && onClose()}
      duration={toast.durationMs}
      // Errors are announced at once; confirmations wait for the screen reader to finish.
      type={tone === 'error' ? 'foreground' : 'background'}
    >
      <Icon className={styles.icon} aria-hidden="true" />
      <div className={styles.text}>
        <RadixToast.Title className={styles.title}>{toast.title}</RadixToast.Title>
        {toast.description && (
          <RadixToast.Description className={styles.description}>{toast.description}</RadixToast.Description>
        )}
      </div>
      <RadixToast.Close asChild>
        <IconButton label={closeLabel} icon={<X />} size="sm" />
      </RadixToast.Close>
    </RadixToast.Root>
  );
}

export function useToast(): ToastApi {
  const api = use(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> around the app.');
  return api;
}
