import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { Menu, X } from 'lucide-react';
import { Button, IconButton, Logo, SkipLink } from '@bestelklaar/design-system';
import { getToken } from '../../lib/session';
import { useHydrated } from '../../lib/use-hydrated';
import { useMenuOverlay } from '../../lib/use-menu-overlay';
import {
  CREATE_SHOP_MAIL,
  PROVIDER_CHAT_URL,
  PROVIDER_EMAIL,
  mailtoProvider,
} from '../../lib/provider-contact';
import styles from './PublicLayout.module.css';

const DEMO_MAIL = mailtoProvider(
  'Demo of meer informatie over Bestelklaar',
  'Hallo,\n\nIk wil graag een demo of meer informatie over Bestelklaar.\n\nNaam van de zaak:\nTelefoonnummer:\n\nMet vriendelijke groeten,',
);

const QUESTION_MAIL = mailtoProvider('Vraag over Bestelklaar', 'Hallo,\n\n');

function subscribeToStorage(onChange: () => void) {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/** Whether a session is stored: kept current when another tab logs in or out, false when prerendering. */
function useLoggedIn(): boolean {
  return useSyncExternalStore(
    subscribeToStorage,
    () => getToken() !== null,
    () => false,
  );
}

/** Banner, top navigation, page, footer: the frame of every product page outside the dashboard. */
export function PublicLayout() {
  const location = useLocation();
  const loggedIn = useLoggedIn();
  // Rendered ahead (frontend/build/prerender-pages.ts), or being taken over from that HTML.
  const prerendering = !useHydrated();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);

  useEffect(() => setMenuOpen(false), [location.pathname, location.hash]);

  const close = () => setMenuOpen(false);
  useMenuOverlay({ open: menuOpen, close, button: menuButton, smallScreen: '(max-width: 768px)' });

  return (
    // A prerendered page shows the logged-out navigation; data-prerendered lets the stylesheet hide
    // it for a visitor with a stored session until the app shows the right one.
    <div className={styles.page} data-prerendered={prerendering || undefined}>
      <SkipLink />
      <div className={styles.banner} role="note">
        Deze website is nog in opbouw. Neem voor een demo of meer informatie contact op via{' '}
        <a href={PROVIDER_CHAT_URL} target="_blank" rel="noopener noreferrer">
          WhatsApp
        </a>{' '}
        of <a href={DEMO_MAIL}>e-mail</a>.
      </div>
      <header className={styles.header}>
        <nav className={styles.nav} aria-label="Hoofdnavigatie">
          <Link to="/" className={styles.logo} aria-label="Bestelklaar, naar de homepagina">
            <Logo />
          </Link>
          <IconButton
            ref={menuButton}
            className={styles.hamburger}
            label={menuOpen ? 'Menu sluiten' : 'Menu openen'}
            icon={menuOpen ? <X aria-hidden /> : <Menu aria-hidden />}
            aria-expanded={menuOpen}
            aria-controls="hoofdmenu"
            onClick={() => setMenuOpen((open) => !open)}
          />
          <div id="hoofdmenu" className={styles.links} data-open={menuOpen}>
            <Link to="/#features" onClick={close}>
              Features
            </Link>
            <Link to="/#faq" onClick={close}>
              Veelgestelde vragen
            </Link>
            {!loggedIn && (
              <NavLink to="/inloggen" onClick={close}>
                Inloggen
              </NavLink>
            )}
            {loggedIn ? (
              <Button asChild size="sm" className={styles.cta}>
                <Link to="/dashboard" onClick={close}>
                  Ga naar Dashboard
                </Link>
              </Button>
            ) : (
              <Button asChild size="sm" className={styles.cta}>
                <a href={CREATE_SHOP_MAIL} onClick={close}>
                  Maak een webshop
                </a>
              </Button>
            )}
          </div>
        </nav>
      </header>
      <main className={styles.main} id="inhoud" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className={styles.footer}>
        <div className={styles.footerColumns}>
          <section aria-labelledby="footer-links">
            <h2 id="footer-links">Links</h2>
            <ul>
              <li>
                <Link to="/#features">Features</Link>
              </li>
              <li>
                <Link to="/#faq">FAQ</Link>
              </li>
              <li>
                <Link to="/algemene-voorwaarden">Algemene voorwaarden</Link>
              </li>
              <li>
                <Link to="/privacy">Privacy</Link>
              </li>
            </ul>
          </section>
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact">Contact</h2>
            <ul>
              <li>
                <a href={QUESTION_MAIL}>{PROVIDER_EMAIL}</a>
              </li>
              <li>
                <a href={PROVIDER_CHAT_URL} target="_blank" rel="noopener noreferrer">
                  Chat via WhatsApp
                </a>
              </li>
              <li>
                <Link to="/contact">Contactpagina</Link>
              </li>
            </ul>
          </section>
        </div>
        <p className={styles.copyright}>
          © {new Date().getFullYear()} Bestelklaar. Alle rechten voorbehouden.
        </p>
      </footer>
    </div>
  );
}
