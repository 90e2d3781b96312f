export {
  CartProvider,
  useCart,
  type CartApi,
  type CartItemLine,
  type CartProviderProps,
} from './cart-context';
export { CartPanel, type CartPanelProps } from './CartPanel';
export { CartButton } from './CartButton';
