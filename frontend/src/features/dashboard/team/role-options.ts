import { ROLES, type Role } from '@bestelklaar/domain';
import { ROLE_NAMES } from '../../../lib/role-names';

/** What each role may do, in one line, for the invitation's role choice. */
export const ROLE_SUMMARIES: Readonly<Record<Role, string>> = {
  eigenaar: 'Alles, ook het team, de betalingen en het online zetten van de webshop.',
  beheerder:
    'Producten, menu’s, kortingen, planning, instellingen en bestellingen met annuleren en terugbetalen.',
  medewerker: 'Het bestellingenscherm, de voorbereidingslijst, uitverkocht vandaag en pauzeren; geen omzet.',
  boekhouder: 'Bestellingen en omzet bekijken en de export; wijzigt niets.',
};

export const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_NAMES[role] }));
