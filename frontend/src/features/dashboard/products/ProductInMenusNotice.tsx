import { useMenus } from '../shared/items/menus-api';

/** Two or more names as Dutch lists them: "A en B", "A, B en C". */
const listed = (names: string[]) => `${names.slice(0, -1).join(', ')} en ${names.at(-1)}`;

/**
 * What deleting a product does to the menus: which menus hold it (it leaves them) and which are left
 * without products (kept, but hidden from the shop). Nothing when no menu holds it.
 */
export function ProductInMenusNotice({ productId }: { productId: string }) {
  const menus = useMenus();
  if (menus.isPending) return <p>Nagaan in welke menu&apos;s dit product zit…</p>;
  if (menus.isError) return <p>We konden niet nagaan in welke menu&apos;s dit product zit.</p>;

  const holding = menus.data.filter((menu) => menu.products.some((product) => product._id === productId));
  if (holding.length === 0) return null;
  const byName = (a: string, b: string) => a.localeCompare(b, 'nl');
  const names = holding.map((menu) => menu.name).sort(byName);
  const emptied = holding
    .filter((menu) => menu.productCount === 1)
    .map((menu) => menu.name)
    .sort(byName);
  return (
    <>
      <p>
        {holding.length === 1
          ? `Dit product zit in 1 menu: ${names[0]}. Het wordt uit dat menu verwijderd.`
          : `Dit product zit in ${holding.length} menu's: ${names.join(', ')}. Het wordt uit die menu's verwijderd.`}
      </p>
      {emptied.length > 0 && (
        <p>
          {emptied.length === 1
            ? `${emptied[0]} heeft daarna geen producten meer en is dan niet te zien in je webshop.`
            : `${listed(emptied)} hebben daarna geen producten meer en zijn dan niet te zien in je webshop.`}
        </p>
      )}
    </>
  );
}
