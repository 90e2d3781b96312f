import type { ComponentType } from 'react';
import { Component as MenusPage } from '../features/dashboard/menus/MenusPage';
import { Component as ProductsPage } from '../features/dashboard/products/ProductsPage';
import { lunchMenu, stockedSoup } from './fixtures/items';

/** Where the one items screen differs between products and menus, for tests that run over both. */
export interface ItemsPageKind {
  Page: ComponentType;
  path: string;
  endpoint: string;
  item: { _id: string; name: string };
  empty: string;
  add: string;
  edit: string;
  listFallback: string;
  deleteTitle: string;
  deleteQuestion: string;
  deleteFallback: string;
}

export const ITEMS_PAGE_KINDS: Record<'products' | 'menus', ItemsPageKind> = {
  products: {
    Page: ProductsPage,
    path: '/dashboard/producten',
    endpoint: '/admin/products',
    item: stockedSoup,
    empty: 'Je hebt nog geen producten aangemaakt.',
    add: 'Product toevoegen',
    edit: 'Product bewerken',
    listFallback: 'Er is iets foutgegaan bij het ophalen van de producten',
    deleteTitle: 'Product verwijderen',
    deleteQuestion:
      'Weet je zeker dat je het product "Tomatensoep" wilt verwijderen? Deze actie kan niet ongedaan worden gemaakt.',
    deleteFallback: 'Er is iets misgegaan tijdens het verwijderen van het product.',
  },
  menus: {
    Page: MenusPage,
    path: '/dashboard/menus',
    endpoint: '/admin/menus',
    item: lunchMenu,
    empty: 'Je hebt nog geen menus aangemaakt',
    add: 'Menu toevoegen',
    edit: 'Menu bewerken',
    listFallback: "Er is iets foutgegaan bij het ophalen van de menu's",
    deleteTitle: 'Menu verwijderen',
    deleteQuestion: 'Weet je zeker dat je het menu "Lunchmenu" wilt verwijderen?',
    deleteFallback: 'Er is iets foutgegaan bij het verwijderen van het menu',
  },
};
