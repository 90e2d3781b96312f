import { LANGUAGE_NAMES } from '@bestelklaar/domain';
import type { AccountSettings } from '../shared/dashboard-api';
import { ORDER_ATTENTION_LABELS, SETTINGS_LABELS } from '../shared/settings-labels';
import styles from './SettingsTable.module.css';

/** The settings as a key/value list, in the spec's order. */
export function SettingsTable({ settings }: { settings: AccountSettings }) {
  const rows: [string, string][] = [
    [SETTINGS_LABELS.name, settings.name],
    [SETTINGS_LABELS.shopName, settings.shopName],
    [SETTINGS_LABELS.shopDescription, settings.shopDescription],
    [SETTINGS_LABELS.shopAddress, settings.shopAddress],
    ['E-mail', settings.email],
    ['Minimum aantal uren voor afhalen', `${settings.shopMinimumOrderTimeBeforePickup} uur`],
    [SETTINGS_LABELS.contactEmail, settings.contactEmail],
    [SETTINGS_LABELS.contactGsm, settings.contactGsm],
    [SETTINGS_LABELS.websiteUrl, settings.websiteUrl],
    ['Donkere modus', settings.darkMode ? 'Aan' : 'Uit'],
    [
      SETTINGS_LABELS.maxOrdersPerSlot,
      settings.maxOrdersPerSlot === null ? 'Onbeperkt' : String(settings.maxOrdersPerSlot),
    ],
    [SETTINGS_LABELS.defaultLanguage, LANGUAGE_NAMES[settings.defaultLanguage]],
    ['E-mail bij elke nieuwe bestelling', settings.newOrderMails ? 'Aan' : 'Uit'],
    [ORDER_ATTENTION_LABELS.unseenReminderMinutes, `${settings.unseenReminderMinutes} minuten`],
    [
      ORDER_ATTENTION_LABELS.autoCancelMinutesBeforePickup,
      settings.autoCancelMinutesBeforePickup === null
        ? 'Uit'
        : `${settings.autoCancelMinutesBeforePickup} minuten voor het ophaalmoment`,
    ],
    [ORDER_ATTENTION_LABELS.autoConfirmOrders, settings.autoConfirmOrders ? 'Aan' : 'Uit'],
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
