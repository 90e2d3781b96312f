import { useLayoutEffect, useRef, useState } from 'react';
import { Form, Link, NavLink, useLocation } from 'react-router';
import {
  CalendarClock,
  History,
  Plug,
  House,
  LayoutGrid,
  LogOut,
  Menu,
  Percent,
  Printer,
  ReceiptText,
  Settings,
  ShoppingBasket,
  UserRound,
  Users,
  UtensilsCrossed,
  X,
} from 'lucide-react';
import { IconButton, Logo } from '@bestelklaar/design-system';
import { useMenuOverlay } from '../../lib/use-menu-overlay';
import { sectionShown } from './dashboard-sections';
import { useCurrentRole } from '../../api/shops-api';
import styles from './SideNav.module.css';

const ITEMS = [
  { to: '/dashboard', label: 'Home', icon: House, end: true },
  { to: '/dashboard/producten', label: 'Producten', icon: ShoppingBasket },
  { to: '/dashboard/menus', label: 'Menus', icon: UtensilsCrossed },
  { to: '/dashboard/bestellingen', label: 'Bestellingen', icon: ReceiptText },
  { to: '/dashboard/ophaalmomenten', label: 'Ophaalmomenten', icon: CalendarClock },
  { to: '/dashboard/instellingen', label: 'Instellingen', icon: Settings },
  { to: '/dashboard/kortingen', label: 'Kortingen', icon: Percent },
  { to: '/dashboard/collecties', label: 'Collecties', icon: LayoutGrid },
  { to: '/dashboard/printers', label: 'Printers', icon: Printer },
  { to: '/dashboard/team', label: 'Team', icon: Users },
  { to: '/dashboard/activiteit', label: 'Activiteit', icon: History },
  { to: '/dashboard/koppelingen', label: 'Koppelingen', icon: Plug },
  { to: '/dashboard/account', label: 'Mijn account', icon: UserRound },
] as const;

/**
 * The dashboard's navigation; a marker slides to the hovered item, or back to the active one. On a
 * phone it is a menu that opens over the page, as the public pages' menu does. `badges` counts
 * what waits behind an item (new orders), by its path. It offers only the sections the member's
 * role may open.
 */
export function SideNav({ badges = {} }: { badges?: Partial<Record<string, number>> }) {
  const location = useLocation();
  const role = useCurrentRole();
  const items = ITEMS.filter((item) => sectionShown(item.to, role));
  const listRef = useRef<HTMLUListElement>(null);
  const [hovered, setHovered] = useState<number | null>(null);
  const [marker, setMarker] = useState<{ top: number; height: number } | null>(null);
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  useMenuOverlay({ open, close: () => setOpen(false), button: toggle, smallScreen: '(max-width: 900px)' });

  const activeIndex = items.findIndex((item) =>
    'end' in item
      ? location.pathname === item.to || location.pathname === `${item.to}/`
      : location.pathname.startsWith(item.to),
  );
  const target = hovered ?? (activeIndex >= 0 ? activeIndex : null);

  useLayoutEffect(() => {
    const element = target === null ? null : (listRef.current?.children[target] as HTMLElement | undefined);
    setMarker(element ? { top: element.offsetTop, height: element.offsetHeight } : null);
  }, [target, open, items.length]);

  // Any navigation closes the menu, also to the page it is on.
  useLayoutEffect(() => setOpen(false), [location.key]);

  return (
    <aside className={styles.sidebar} data-open={open}>
      <div className={styles.top}>
        <Link to="/dashboard" className={styles.logo} aria-label="Bestelklaar dashboard">
          <Logo />
        </Link>
        <IconButton
          ref={toggle}
          className={styles.toggle}
          label={open ? 'Menu sluiten' : 'Menu openen'}
          icon={open ? <X aria-hidden /> : <Menu aria-hidden />}
          aria-expanded={open}
          aria-controls="dashboard-navigatie"
          onClick={() => setOpen((value) => !value)}
        />
      </div>
      <nav id="dashboard-navigatie" className={styles.nav} aria-label="Dashboard">
        <div className={styles.listWrap}>
          {marker && (
            <span
              className={styles.marker}
              style={{ transform: `translateY(${marker.top}px)`, height: marker.height }}
              aria-hidden
            />
          )}
          <ul ref={listRef} className={styles.list} onMouseLeave={() => setHovered(null)}>
            {items.map((item, index) => (
              <li key={item.to} onMouseEnter={() => setHovered(index)}>
                <NavLink to={item.to} end={'end' in item} className={styles.link}>
                  <item.icon aria-hidden size={20} />
                  {item.label}
                  {Boolean(badges[item.to]) && (
                    <span className={styles.badge}>
                      {badges[item.to]}
                      <span className={styles.visuallyHidden}> nieuw</span>
                    </span>
                  )}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
        <Form method="post" action="/logout" className={styles.logoutForm}>
          <button type="submit" className={styles.link}>
            <LogOut aria-hidden size={20} />
            Uitloggen
          </button>
        </Form>
      </nav>
    </aside>
  );
}
