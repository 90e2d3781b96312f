export { Accordion, type AccordionItem, type AccordionProps } from './components/Accordion/Accordion';
export { Disclosure, type DisclosureProps } from './components/Disclosure/Disclosure';
export { Alert, type AlertProps, type AlertTone } from './components/Alert/Alert';
export { AllergenChecklist, type AllergenChecklistProps } from './components/Allergens/AllergenChecklist';
export { AllergenMarks, type AllergenMarksProps } from './components/Allergens/AllergenMarks';
export { ALLERGEN_ICONS } from './components/Allergens/allergen-icons';
export { Badge, type BadgeProps, type BadgeTone } from './components/Badge/Badge';
export { Banner, type BannerProps, type BannerTone } from './components/Banner/Banner';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './components/Button/Button';
export { Calendar, type CalendarProps } from './components/Calendar/Calendar';
export { Card, type CardProps } from './components/Card/Card';
export { Chip, type ChipProps, type ChipTone } from './components/Chip/Chip';
export { ChoiceList, type ChoiceListOption, type ChoiceListProps } from './components/ChoiceList/ChoiceList';
export {
  CollectionIcon,
  type CollectionIconProps,
  type CollectionIconSize,
} from './components/CollectionIcon/CollectionIcon';
export { hasCollectionIconDrawing } from './components/CollectionIcon/collection-icon-drawings';
export {
  ConfirmDialog,
  type ConfirmDialogProps,
  type ConfirmDialogTone,
} from './components/ConfirmDialog/ConfirmDialog';
export { DatePicker, type DatePickerProps } from './components/DatePicker/DatePicker';
export {
  DateRangeField,
  type DateRange,
  type DateRangeFieldProps,
} from './components/DateRangeField/DateRangeField';
export {
  DayScheduleEditor,
  type DayScheduleEditorProps,
  type ScheduleSlot,
} from './components/DayScheduleEditor/DayScheduleEditor';
export { EmptyState, type EmptyStateProps } from './components/EmptyState/EmptyState';
export { FeatureCard, type FeatureCardProps } from './components/FeatureCard/FeatureCard';
export { Hero, type HeroProps } from './components/Hero/Hero';
export { IconButton, type IconButtonProps, type IconButtonVariant } from './components/IconButton/IconButton';
export { IconPicker, type IconPickerOption, type IconPickerProps } from './components/IconPicker/IconPicker';
export { ImageUpload, type ImageUploadProps } from './components/ImageUpload/ImageUpload';
export { LoadingOverlay, type LoadingOverlayProps } from './components/LoadingOverlay/LoadingOverlay';
export { Logo, type LogoProps, type LogoVariant } from './components/Logo/Logo';
export {
  LogoCarousel,
  type CarouselLogo,
  type LogoCarouselProps,
} from './components/LogoCarousel/LogoCarousel';
export { Modal, type ModalProps, type ModalSize } from './components/Modal/Modal';
export { FormDialogFooter, type FormDialogFooterProps } from './components/Modal/FormDialogFooter';
export {
  MultiSelect,
  type MultiSelectOption,
  type MultiSelectProps,
} from './components/MultiSelect/MultiSelect';
export { NumberField, type NumberFieldProps } from './components/NumberField/NumberField';
export {
  DUTCH_PRICE_FORMAT,
  Price,
  type PriceFormat,
  type PriceProps,
  type PriceSize,
} from './components/Price/Price';
export {
  ProductCard,
  type ProductCardLayout,
  type ProductCardProps,
} from './components/ProductCard/ProductCard';
export {
  SegmentedChoice,
  type SegmentedChoiceProps,
  type SegmentedOption,
} from './components/SegmentedChoice/SegmentedChoice';
export { YesNo, type YesNoProps } from './components/SegmentedChoice/YesNo';
export { Select, type SelectOption, type SelectProps } from './components/Select/Select';
export {
  SortableTable,
  type SortableTableColumn,
  type SortableTableProps,
} from './components/SortableTable/SortableTable';
export { Section, type SectionProps, type SectionTone } from './components/Section/Section';
export { Sheet, type SheetProps } from './components/Sheet/Sheet';
export { SkipLink, type SkipLinkProps } from './components/SkipLink/SkipLink';
export { VisuallyHidden, type VisuallyHiddenProps } from './components/VisuallyHidden/VisuallyHidden';
export {
  SlotCalendar,
  type CalendarDayStatus,
  type SlotCalendarProps,
  type SlotCalendarTexts,
} from './components/SlotCalendar/SlotCalendar';
export { Spinner, type SpinnerProps, type SpinnerSize } from './components/Spinner/Spinner';
export { Switch, type SwitchProps } from './components/Switch/Switch';
export { Tabs, type TabItem, type TabsProps } from './components/Tabs/Tabs';
export { TextField, type TextFieldProps } from './components/TextField/TextField';
export { TimeSelect, type TimeSelectProps } from './components/TimeSelect/TimeSelect';
export {
  TimeSlotPicker,
  type TimeSlotOption,
  type TimeSlotPickerProps,
} from './components/TimeSlotPicker/TimeSlotPicker';
export {
  ToastProvider,
  useToast,
  type ToastApi,
  type ToastOptions,
  type ToastProviderProps,
  type ToastTone,
} from './components/Toast/Toast';
