/**
 * Who may do what in a shop: a person's membership carries one role, and every admin route declares
 * the one action it performs. The table below is the only place an action is granted; a new role or
 * action is a row or a column here, and the guard and the dashboard read it.
 */
export const ROLES = ['eigenaar', 'beheerder', 'medewerker', 'boekhouder'] as const;
export type Role = (typeof ROLES)[number];

/** Every action an admin route performs, named `area.verb`. */
export const ACTIONS = [
  // The catalogue: products, collections, menus (read by the orders screen too, for names).
  'catalog.read',
  'catalog.edit',
  /** Sold out today: the counter's own switch, apart from editing the catalogue. */
  'catalog.sold-out',
  'discounts.read',
  'discounts.edit',
  // Pickup moments, opening hours and vacations.
  'schedule.read',
  'schedule.edit',
  'settings.read',
  'settings.edit',
  // The orders screen: lists, details, tickets, prep list, live updates.
  'orders.read',
  /** Ready, picked up and their undo. */
  'orders.handle',
  'orders.cancel',
  'orders.refund',
  'orders.export',
  'revenue.read',
  /** Pausing new orders or adding time when the kitchen is busy. */
  'ordering.pause',
  // The shop's mail: what went out, what failed, sending again.
  'mail.read',
  'mail.resend',
  /** The kitchen's receipt printers: adding one (its address shown once), removing one. */
  'printers.manage',
  /** Onboarding with the payment provider and opening its dashboard. */
  'payments.manage',
  /** Putting the shop online at its subdomain. */
  'shop.launch',
  /** Ending one's own session. */
  'session.end',
  /** The team screen: members, their roles, pending invitations. */
  'team.read',
  /** Inviting, changing a role, removing a member, revoking or resending an invitation. */
  'team.manage',
  /** One's own second factor and sessions ('Mijn sessies'). */
  'account.security',
  /** 'Meldingen op dit toestel': one's own devices that hear of new and unseen orders. */
  'push.subscribe',
  /** 'Verplicht voor het hele team': requiring a second factor of every member. */
  'team.two-factor',
  /** 'Activiteit': who changed what in the catalogue, schedule, discounts, settings and team. */
  'activity.read',
  /** 'Koppelingen': webhook endpoints, their secrets and deliveries. */
  'integrations.manage',
] as const;
export type Action = (typeof ACTIONS)[number];

const EVERY_ACTION: readonly Action[] = ACTIONS;

/** Only owners run the team and the payments, and put the shop online. */
const OWNERS_ONLY: readonly Action[] = [
  'payments.manage',
  'shop.launch',
  'team.read',
  'team.manage',
  'team.two-factor',
  'integrations.manage',
];

/** What each role may do (issue 'team': the owner everything; a manager all but what is the owners'). */
export const ROLE_ACTIONS: Readonly<Record<Role, readonly Action[]>> = {
  eigenaar: EVERY_ACTION,
  beheerder: ACTIONS.filter((action) => !OWNERS_ONLY.includes(action)),
  medewerker: [
    'catalog.read',
    'catalog.sold-out',
    'schedule.read',
    'orders.read',
    'orders.handle',
    'ordering.pause',
    'session.end',
    'account.security',
    'push.subscribe',
  ],
  boekhouder: [
    'catalog.read',
    'discounts.read',
    'schedule.read',
    'settings.read',
    'orders.read',
    'orders.export',
    'revenue.read',
    'mail.read',
    'session.end',
    'account.security',
    'push.subscribe',
  ],
};

const GRANTS = new Map(ROLES.map((role) => [role, new Set<Action>(ROLE_ACTIONS[role])]));

/** Whether a member with `role` may perform `action`. */
export function roleAllows(role: Role, action: Action): boolean {
  return GRANTS.get(role)?.has(action) ?? false;
}

export function parseRole(value: unknown): Role | undefined {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value)
    ? (value as Role)
    : undefined;
}
