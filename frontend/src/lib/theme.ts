/** Product pages follow the system's light or dark preference; a shop may force its own later. */
export function followSystemTheme(): void {
  const query = window.matchMedia?.('(prefers-color-scheme: dark)');
  const apply = () => {
    if (document.documentElement.dataset.themeLocked) return;
    document.documentElement.dataset.theme = query?.matches ? 'dark' : 'light';
  };
  apply();
  query?.addEventListener('change', apply);
}
