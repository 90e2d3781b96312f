/**
 * The router parts a shop's page uses, imported from here and not from react-router: the app's
 * pages get react-router's, and the shop page's own build swaps this module for
 * navigation.shop.tsx (build/shop-entry.ts), which does the same for its one route in a fraction
 * of the bytes.
 */
export { BrowserRouter, Link, Navigate, Outlet, Route, Routes, useLocation, useParams } from 'react-router';
