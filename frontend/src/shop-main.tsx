// The shop page's own entry (app/ShopApp.tsx); main.tsx is every other page's.
import '@bestelklaar/design-system/src/tokens.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from './lib/navigation';
import { DEFAULT_LANGUAGE } from '@bestelklaar/domain';
import { ShopApp } from './app/ShopApp';
import { shopPageLanguage, showShopIn } from './i18n/shop-language';
import { followSystemTheme } from './lib/theme';
import { pageRenderedAhead } from './lib/use-hydrated';

followSystemTheme();

// As in main.tsx: loading the code and taking over the page are two tasks, and the first render is
// a transition that yields to the browser, so a phone answers a tap in between.
// The page takes the server's markup over in the language it was rendered in (its texts loaded first).
const language = showShopIn(shopPageLanguage(new URL(window.location.href)) ?? DEFAULT_LANGUAGE);

setTimeout(async () => {
  await language;
  const container = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <BrowserRouter>
        <ShopApp />
      </BrowserRouter>
    </StrictMode>
  );
  startTransition(() => {
    if (pageRenderedAhead) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
});
