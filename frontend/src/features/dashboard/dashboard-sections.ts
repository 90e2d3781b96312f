import { ROLES, roleAllows, type Action, type Role } from '@bestelklaar/domain';

/**
 * What a role needs to see each dashboard section, by its path: the action from the domain's table
 * that the section's reads declare on the server, or nothing for a section every member has.
 */
const SECTION_NEEDS: Readonly<Record<string, Action | undefined>> = {
  '/dashboard': undefined,
  '/dashboard/producten': 'catalog.read',
  '/dashboard/menus': 'catalog.read',
  '/dashboard/bestellingen': 'orders.read',
  '/dashboard/ophaalmomenten': 'schedule.read',
  '/dashboard/instellingen': 'settings.read',
  '/dashboard/kortingen': 'discounts.read',
  '/dashboard/collecties': 'catalog.read',
  '/dashboard/team': 'team.read',
  '/dashboard/activiteit': 'activity.read',
  '/dashboard/printers': 'printers.manage',
  '/dashboard/koppelingen': 'integrations.manage',
  '/dashboard/account': 'account.security',
};

/**
 * Whether the side navigation offers `path` to a member with `role`. While the role is being read
 * (undefined) only the sections every role has are shown; when it cannot be known (null) every
 * section is, and the server refuses what the role lacks.
 */
export function sectionShown(path: string, role: Role | null | undefined): boolean {
  const need = SECTION_NEEDS[path];
  if (role === null) return true;
  if (role === undefined) return need === undefined || isEveryRoles(need);
  return need === undefined || roleAllows(role, need);
}

function isEveryRoles(need: Action): boolean {
  return ROLES.every((role) => roleAllows(role, need));
}

/** The section `pathname` lies in: its longest matching path, or undefined outside every section. */
export function sectionOf(pathname: string): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return Object.keys(SECTION_NEEDS)
    .filter((section) => path === section || path.startsWith(`${section}/`))
    .sort((a, b) => b.length - a.length)[0];
}

/**
 * Whether a page at `pathname` is refused for `role` before it asks the server anything: only for a
 * known role, and only in a section the role lacks (unknown pages show the dashboard's 'not found').
 */
export function pageRefused(pathname: string, role: Role | null | undefined): boolean {
  const section = sectionOf(pathname);
  return typeof role === 'string' && section !== undefined && !sectionShown(section, role);
}
