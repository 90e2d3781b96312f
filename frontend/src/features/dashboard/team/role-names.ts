import { ROLES, type Role } from '@bestelklaar/domain';

/** The roles as the screen names them. */
export const ROLE_NAMES: Readonly<Record<Role, string>> = {
  eigenaar: 'Eigenaar',
  beheerder: 'Beheerder',
  medewerker: 'Medewerker',
  boekhouder: 'Boekhouder',
};

/** What each role may do, in one line, for the invitation's role choice. */
export const ROLE_SUMMARIES: Readonly<Record<Role, string>> = {
  eigenaar: 'Alles, ook het team, de betalingen en het online zetten van de webshop.',
  beheerder:
    'Producten, menu’s, kortingen, planning, instellingen en bestellingen met annuleren en terugbetalen.',
  medewerker: 'Het bestellingenscherm, de voorbereidingslijst, uitverkocht vandaag en pauzeren; geen omzet.',
  boekhouder: 'Bestellingen en omzet bekijken en de export; wijzigt niets.',
};

export const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_NAMES[role] }));
