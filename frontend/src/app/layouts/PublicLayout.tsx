import { useEffect, useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { Menu, X } from 'lucide-react';
import { Button, IconButton, Logo } from '@bestelklaar/design-system';
import { getToken } from '../../lib/session';
import { CREATE_SHOP_MAIL, PROVIDER_CHAT_URL, PROVIDER_EMAIL } from '../../lib/provider-contact';
import styles from './PublicLayout.module.css';

/** Banner, top navigation, page, footer: the frame of every product page outside the dashboard. */
export function PublicLayout() {
  const location = useLocation();
  const loggedIn = getToken() !== null;
  const [menuOpen, setMenuOpen] = useState(false);

  useEffect(() => setMenuOpen(false), [location.pathname, location.hash]);

  // An open mobile menu covers the page; the page behind it must not scroll.
  useEffect(() => {
    if (!menuOpen) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [menuOpen]);

  const close = () => setMenuOpen(false);

  return (
    <div className={styles.page}>
      <div className={styles.banner} role="note">
        Deze website is nog in opbouw. Neem voor een demo of meer informatie contact op via{' '}
        <a href={PROVIDER_CHAT_URL} target="_blank" rel="noopener noreferrer">
          WhatsApp
        </a>{' '}
        of <a href={`mailto:${PROVIDER_EMAIL}`}>e-mail</a>.
      </div>
      <header className={styles.header}>
        <nav className={styles.nav} aria-label="Hoofdnavigatie">
          <Link to="/" className={styles.logo} aria-label="Bestelklaar, naar de homepagina">
            <Logo />
          </Link>
          <IconButton
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
      <main className={styles.main} id="inhoud">
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
                <a href={`mailto:${PROVIDER_EMAIL}`}>{PROVIDER_EMAIL}</a>
              </li>
              <li>
                <a href={PROVIDER_CHAT_URL} target="_blank" rel="noopener noreferrer">
                  Chat via WhatsApp
                </a>
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
