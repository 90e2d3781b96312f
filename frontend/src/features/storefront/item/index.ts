export { ItemDialog, type EditedLine, type ItemDialogProps } from './ItemDialog';
export { optionGroupsOf, pricedItemOf, type ShopItem } from './shop-item';
