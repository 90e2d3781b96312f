import { useId } from 'react';
import { Controller, FormProvider, useForm, type Control } from 'react-hook-form';
import { Alert, Modal, Select, Switch, TextField, FormDialogFooter } from '@bestelklaar/design-system';
import {
  ALLERGEN_INFO_TEXT_MAX,
  fieldError,
  LANGUAGE_NAMES,
  LANGUAGES,
  MAX_ORDERS_PER_SLOT,
  ORDER_ATTENTION_DEFAULTS,
  ORDER_ATTENTION_LIMITS,
  parseSettings,
  SHOP_DESCRIPTION_MAX,
  type ContentTranslations,
  type SettingsInput,
} from '@bestelklaar/domain';
import { ApiError, messageOf } from '../../../api/api-error';
import { applyServerFieldErrors } from '../../../lib/server-field-errors';
import type { AccountSettings } from '../shared/dashboard-api';
import { ImageChoice, useImageChoice } from '../shared/images/use-image-choice';
import { SettingsResponse, useUpdateSettings } from './settings-api';
import { ShopImageField } from './ShopImageField';
import styles from './SettingsForm.module.css';
import { useCloseAfterSave } from '../shared/use-close-after-save';
import { ORDER_ATTENTION_LABELS, SETTINGS_LABELS } from '../shared/settings-labels';
import { TranslationsDisclosure } from '../shared/translations/TranslationsDisclosure';
import { translationsOf } from '../shared/translations/translation-values';

type SettingsFormValues = SettingsInput & {
  darkMode: boolean;
  newOrderMails: boolean;
  /** 'Herinnering na … minuten', as typed. */
  unseenReminderMinutes: string;
  /** 'Automatisch annuleren': '' is off. */
  autoCancelMinutesBeforePickup: string;
  autoConfirmOrders: boolean;
  allergenInfoComplete: boolean;
  allergenInfoText: string;
  /** The description in French and English; absent until there are some. */
  shopDescriptionTranslations?: ContentTranslations;
  /** The text about allergens likewise. */
  allergenInfoTextTranslations?: ContentTranslations;
};

function toFormValues(settings: AccountSettings): SettingsFormValues {
  return {
    name: settings.name,
    shopName: settings.shopName,
    shopDescription: settings.shopDescription,
    shopAddress: settings.shopAddress,
    websiteUrl: settings.websiteUrl,
    // A new shop's contact address is most often the account's own: offered, not imposed.
    contactEmail: settings.contactEmail || settings.email,
    contactGsm: settings.contactGsm,
    shopMinimumOrderTimeBeforePickup: String(settings.shopMinimumOrderTimeBeforePickup),
    maxOrdersPerSlot: settings.maxOrdersPerSlot === null ? '' : String(settings.maxOrdersPerSlot),
    defaultLanguage: settings.defaultLanguage,
    darkMode: settings.darkMode,
    newOrderMails: settings.newOrderMails,
    unseenReminderMinutes: String(settings.unseenReminderMinutes),
    autoCancelMinutesBeforePickup:
      settings.autoCancelMinutesBeforePickup === null ? '' : String(settings.autoCancelMinutesBeforePickup),
    autoConfirmOrders: settings.autoConfirmOrders,
    allergenInfoComplete: settings.allergenInfoComplete,
    allergenInfoText: settings.allergenInfoText,
    ...(settings.shopDescriptionTranslations && {
      shopDescriptionTranslations: settings.shopDescriptionTranslations,
    }),
    ...(settings.allergenInfoTextTranslations && {
      allergenInfoTextTranslations: settings.allergenInfoTextTranslations,
    }),
  };
}

/** Each language in itself, as a customer would look for it. */
const LANGUAGE_OPTIONS = LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }));

/**
 * Edits the shop's settings in a dialog whose Annuleren and Opslaan stay in view while the fields
 * scroll. Give it a new key for every opening.
 */
export function SettingsFormDialog({
  settings,
  open,
  onOpenChange,
  onSaved,
}: {
  settings: AccountSettings;
  open: boolean;
  onOpenChange(open: boolean): void;
  onSaved(response: SettingsResponse): void;
}) {
  const formId = useId();
  const update = useUpdateSettings();
  const logo = useImageChoice(settings.shopLogoUrl || null);
  const banner = useImageChoice(settings.shopBannerUrl || null);
  const { saved, markSaved } = useCloseAfterSave(onSaved);
  const settingsForm = useForm<SettingsFormValues>({
    mode: 'onTouched',
    defaultValues: toFormValues(settings),
  });
  const { register, handleSubmit, control, setError, watch, formState } = settingsForm;

  // Each field is checked by the server's own parser.
  const rule = (
    field:
      keyof SettingsInput | 'allergenInfoText' | 'unseenReminderMinutes' | 'autoCancelMinutesBeforePickup',
  ) => ({
    validate: (_value: string, values: SettingsFormValues) =>
      fieldError(parseSettings(values), field) ?? true,
  });

  const onSubmit = handleSubmit(
    ({ shopDescriptionTranslations, allergenInfoTextTranslations, ...values }) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(values)) form.append(key, String(value));
      if (shopDescriptionTranslations)
        form.append(
          'shopDescriptionTranslations',
          JSON.stringify(translationsOf(shopDescriptionTranslations)),
        );
      if (allergenInfoTextTranslations)
        form.append(
          'allergenInfoTextTranslations',
          JSON.stringify(translationsOf(allergenInfoTextTranslations)),
        );
      appendImage(form, 'shopLogo', logo.choice, Boolean(settings.shopLogoUrl));
      appendImage(form, 'shopBanner', banner.choice, Boolean(settings.shopBannerUrl));
      update.mutate(form, {
        onSuccess: markSaved,
        onError: (error) => applyServerFieldErrors(error, setError),
      });
    },
  );

  const descriptionLength = watch('shopDescription').length;
  const errors = formState.errors;
  // Image problems are reported by the server per field, like the others, but belong to the pickers.
  const imageErrors = update.error instanceof ApiError ? update.error.fields : {};

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !update.isPending && onOpenChange(next)}
      title="Instellingen bewerken"
      size="lg"
      footer={
        <FormDialogFooter
          formId={formId}
          onCancel={() => onOpenChange(false)}
          saving={update.isPending}
          saveDisabled={saved}
        />
      }
    >
      <form id={formId} className={styles.form} onSubmit={onSubmit} noValidate>
        {update.isError && (
          <Alert tone="error">
            {messageOf(update.error, 'Er is iets misgegaan tijdens het opslaan van de instellingen.')}
          </Alert>
        )}
        {saved && <Alert tone="success">Instellingen opgeslagen</Alert>}
        <div className={styles.grid}>
          <TextField
            label={SETTINGS_LABELS.name}
            autoComplete="name"
            required
            error={errors.name?.message}
            {...register('name', rule('name'))}
          />
          <TextField
            label={SETTINGS_LABELS.shopName}
            required
            error={errors.shopName?.message}
            {...register('shopName', rule('shopName'))}
          />
        </div>
        <TextField
          label={SETTINGS_LABELS.shopDescription}
          multiline
          rows={4}
          required
          hint={`${descriptionLength}/${SHOP_DESCRIPTION_MAX} tekens`}
          error={errors.shopDescription?.message}
          {...register('shopDescription', rule('shopDescription'))}
        />
        <FormProvider {...settingsForm}>
          <TranslationsDisclosure
            name="shopDescriptionTranslations"
            texts={[
              {
                field: 'description',
                dutch: watch('shopDescription'),
                multiline: true,
              },
            ]}
            limits={{ description: SHOP_DESCRIPTION_MAX }}
            stored={settings.shopDescriptionTranslations}
          />
        </FormProvider>
        <TextField
          label={SETTINGS_LABELS.shopAddress}
          autoComplete="street-address"
          required
          error={errors.shopAddress?.message}
          {...register('shopAddress', rule('shopAddress'))}
        />
        <div className={styles.grid}>
          <TextField
            label={SETTINGS_LABELS.contactEmail}
            type="email"
            autoComplete="email"
            required
            error={errors.contactEmail?.message}
            {...register('contactEmail', rule('contactEmail'))}
          />
          <TextField
            label={SETTINGS_LABELS.contactGsm}
            type="tel"
            autoComplete="tel"
            required
            error={errors.contactGsm?.message}
            {...register('contactGsm', rule('contactGsm'))}
          />
        </div>
        <TextField
          label={SETTINGS_LABELS.websiteUrl}
          type="url"
          placeholder="https://"
          error={errors.websiteUrl?.message}
          {...register('websiteUrl', rule('websiteUrl'))}
        />
        <div className={styles.grid}>
          <TextField
            label={SETTINGS_LABELS.shopMinimumOrderTimeBeforePickup}
            inputMode="numeric"
            hint="0 tot 24 uur; leeg betekent 24 uur. Geldt alleen voor afhalen op dezelfde dag."
            error={errors.shopMinimumOrderTimeBeforePickup?.message}
            {...register('shopMinimumOrderTimeBeforePickup', rule('shopMinimumOrderTimeBeforePickup'))}
          />
          <TextField
            label={SETTINGS_LABELS.maxOrdersPerSlot}
            inputMode="numeric"
            hint={`${MAX_ORDERS_PER_SLOT.min} tot ${MAX_ORDERS_PER_SLOT.max}; leeg betekent onbeperkt. Een volzet tijdslot kan niemand meer kiezen.`}
            error={errors.maxOrdersPerSlot?.message}
            {...register('maxOrdersPerSlot', rule('maxOrdersPerSlot'))}
          />
        </div>
        <Select
          label={SETTINGS_LABELS.defaultLanguage}
          options={LANGUAGE_OPTIONS}
          hint="Klanten van wie de browser een andere van deze drie talen verkiest, zien de webshop in die taal."
          error={errors.defaultLanguage?.message}
          {...register('defaultLanguage', rule('defaultLanguage'))}
        />
        <div className={styles.grid}>
          <ShopImageField
            label="Logo"
            hint="Verschijnt bovenaan je webshop. Liefst een PNG met transparante achtergrond."
            image={logo}
            error={imageErrors.shopLogo}
            disabled={update.isPending}
          />
          <ShopImageField
            label="Banner"
            hint="Een brede foto van je zaak of je gerechten, bovenaan je webshop."
            image={banner}
            error={imageErrors.shopBanner}
            disabled={update.isPending}
          />
        </div>
        <SettingSwitch
          control={control}
          name="darkMode"
          label="Donkere modus"
          hint="Je webshop verschijnt met een donker thema."
        />
        <SettingSwitch
          control={control}
          name="newOrderMails"
          label="E-mail bij elke nieuwe bestelling"
          hint="Je contact e-mailadres krijgt een kopie van elke betaalde bestelling."
        />
        <fieldset className={styles.section}>
          <legend className={styles.sectionTitle}>Nieuwe bestellingen</legend>
          <div className={styles.grid}>
            <TextField
              label={ORDER_ATTENTION_LABELS.unseenReminderMinutes}
              inputMode="numeric"
              hint={`${ORDER_ATTENTION_LIMITS.unseenReminderMinutes.min} tot ${ORDER_ATTENTION_LIMITS.unseenReminderMinutes.max}; leeg betekent ${ORDER_ATTENTION_DEFAULTS.unseenReminderMinutes}. Tikt niemand op 'Gezien', dan krijgt je contact e-mailadres een herinnering.`}
              error={errors.unseenReminderMinutes?.message}
              {...register('unseenReminderMinutes', rule('unseenReminderMinutes'))}
            />
            <TextField
              label={ORDER_ATTENTION_LABELS.autoCancelMinutesBeforePickup}
              inputMode="numeric"
              hint={`Leeg betekent nooit. Een bestelling die dan nog niemand zag, wordt geannuleerd en terugbetaald; de klant leest: De zaak bevestigde je bestelling niet op tijd.`}
              error={errors.autoCancelMinutesBeforePickup?.message}
              {...register('autoCancelMinutesBeforePickup', rule('autoCancelMinutesBeforePickup'))}
            />
          </div>
          <SettingSwitch
            control={control}
            name="autoConfirmOrders"
            label={ORDER_ATTENTION_LABELS.autoConfirmOrders}
            hint="Voor een zaak die alleen afdrukt: elke betaalde bestelling telt meteen als gezien en het dashboard belt niet."
          />
        </fieldset>
        <fieldset className={styles.section}>
          <legend className={styles.sectionTitle}>Allergeneninformatie</legend>
          <SettingSwitch
            control={control}
            name="allergenInfoComplete"
            label="Allergeneninformatie is volledig"
            hint="Zet dit aan als je de allergenen van al je producten en menu’s hebt ingevuld. Tot dan zien klanten bij items zonder informatie: Vraag de zaak naar allergenen."
          />
          <TextField
            label="Eigen tekst over allergenen"
            placeholder="Vraag ons naar allergenen bij het afhalen."
            hint="Verschijnt in je webshop bij de allergenen van elk item."
            error={errors.allergenInfoText?.message}
            {...register('allergenInfoText', rule('allergenInfoText'))}
          />
          <FormProvider {...settingsForm}>
            <TranslationsDisclosure
              name="allergenInfoTextTranslations"
              title="Vertalingen van de tekst over allergenen"
              texts={[
                {
                  field: 'description',
                  label: 'Eigen tekst over allergenen',
                  dutch: watch('allergenInfoText'),
                },
              ]}
              limits={{ description: ALLERGEN_INFO_TEXT_MAX }}
              stored={settings.allergenInfoTextTranslations}
            />
          </FormProvider>
        </fieldset>
      </form>
    </Modal>
  );
}

/** A new image is uploaded; a removed one is asked to be dropped; an unchanged one is left alone. */
function appendImage(
  form: FormData,
  field: 'shopLogo' | 'shopBanner',
  choice: ImageChoice,
  hadImage: boolean,
): void {
  if (choice.kind === 'new') form.append(field, choice.file, `${field}.jpg`);
  else if (choice.kind === 'none' && hadImage)
    form.append(field === 'shopLogo' ? 'removeShopLogo' : 'removeShopBanner', 'true');
}

/** One of the settings' on/off switches, bound to the form. */
function SettingSwitch({
  control,
  name,
  label,
  hint,
}: {
  control: Control<SettingsFormValues>;
  name: 'darkMode' | 'newOrderMails' | 'autoConfirmOrders' | 'allergenInfoComplete';
  label: string;
  hint: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch label={label} hint={hint} checked={field.value} onCheckedChange={field.onChange} />
      )}
    />
  );
}
