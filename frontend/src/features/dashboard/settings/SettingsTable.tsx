import type { AccountSettings } from '../shared/dashboard-api';
import styles from './SettingsTable.module.css';

/** The settings as a key/value list, in the spec's order. */
export function SettingsTable({ settings }: { settings: AccountSettings }) {
  const rows: [string, string][] = [
    ['Naam', settings.name],
    ['Winkelnaam', settings.shopName],
    ['Beschrijving', settings.shopDescription],
    ['Adres', settings.shopAddress],
    ['E-mail', settings.email],
    ['Minimum aantal uren voor afhalen', `${settings.shopMinimumOrderTimeBeforePickup} uur`],
    ['Contact e-mail', settings.contactEmail],
    ['Contact GSM', settings.contactGsm],
    ['Website', settings.websiteUrl],
    ['Donkere modus', settings.darkMode ? 'Aan' : 'Uit'],
    [
      'Maximum aantal bestellingen per tijdslot',
      settings.maxOrdersPerSlot === null ? 'Onbeperkt' : String(settings.maxOrdersPerSlot),
    ],
    ['E-mail bij elke nieuwe bestelling', settings.newOrderMails ? 'Aan' : 'Uit'],
    ['Allergeneninformatie', settings.allergenInfoComplete ? 'Volledig' : 'Nog niet volledig'],
    ['Eigen tekst over allergenen', settings.allergenInfoText],
  ];
  return (
    <dl className={styles.table}>
      {rows.map(([label, value]) => (
        <div key={label} className={styles.row}>
          <dt>{label}</dt>
          <dd>{value || <span className={styles.empty}>Niet ingevuld</span>}</dd>
        </div>
      ))}
    </dl>
  );
}
