import { MESSAGES } from '../messages';

/** The scheduling texts: the spec's to the letter, ours where the spec shows none. */
export const SCHEDULING_MESSAGES = {
  slotFieldsRequired: 'Alle velden moeten ingevuld zijn.',
  slotEndNotAfterStart: 'Eindtijd moet later zijn dan de starttijd.',
  slotsOverlap: MESSAGES.slotsOverlap,
  slotOffGrid: 'Kies een tijd in stappen van 15 minuten (00:00 tot 23:45).',
  slotsMissing: 'Geef de tijdslots van de dag mee; een lege lijst sluit de dag.',
  tooManySlots: 'Een dag heeft hoogstens 96 tijdslots.',
  invalidWeekday: 'Kies een geldige weekdag (maandag tot zondag).',
  vacationStartRequired: 'Begindatum is verplicht.',
  vacationStartInPast: 'Begindatum moet vandaag of later zijn.',
  vacationEndRequired: 'Einddatum is verplicht.',
  vacationEndNotAfterStart: 'Einddatum moet na de begindatum liggen.',
  vacationReasonRequired: 'Reden is verplicht.',
  vacationReasonTooLong: 'Reden mag niet langer zijn dan 200 tekens.',
  invalidDate: 'Voer een geldige datum in.',
  vacationIdMismatch: 'Het _id in de aanvraag hoort niet bij deze vakantiemodus.',
  chooseDay: 'Kies een dag',
  chooseTimeSlot: 'Selecteer een geldig tijdslot',
} as const;

export const VACATION_REASON_MAX_LENGTH = 200;
