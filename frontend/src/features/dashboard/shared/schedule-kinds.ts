/** Pickup moments and opening hours share their screens; only these words and paths differ. */
export interface ScheduleKind {
  path: '/admin/pickup-moments' | '/admin/opening-hours';
  slotLabel(position: number): string;
  /** What a day without slots shows. */
  emptyDay: string;
  /** The editor's hint on a day without slots. */
  emptyEditor: string;
  addLabel: string;
  loadFallback: string;
  saveFallback: string;
  savedMessage: string;
  editTitle(dayLabel: string): string;
}

export const PICKUP_MOMENTS: ScheduleKind = {
  path: '/admin/pickup-moments',
  slotLabel: (position) => `Ophaalmoment ${position}`,
  emptyDay: 'Geen ophaalmomenten',
  emptyEditor: 'Geen ophaalmomenten: klanten kunnen op deze dag niet afhalen.',
  addLabel: 'Ophaalmoment toevoegen',
  loadFallback: 'Er is iets misgegaan tijdens het ophalen van de ophaalmomenten.',
  saveFallback: 'Er is iets misgegaan tijdens het opslaan van de ophaalmomenten.',
  savedMessage: 'Ophaalmomenten opgeslagen',
  editTitle: (dayLabel) => `Ophaalmomenten op ${dayLabel.toLowerCase()}`,
};

export const OPENING_HOURS: ScheduleKind = {
  path: '/admin/opening-hours',
  slotLabel: (position) => `Tijdsblok ${position}`,
  emptyDay: 'Gesloten',
  emptyEditor: 'Geen tijdsblokken: je zaak is deze dag gesloten.',
  addLabel: 'Tijdsblok toevoegen',
  loadFallback: 'Er is iets misgegaan tijdens het ophalen van de openingsuren.',
  saveFallback: 'Er is iets misgegaan tijdens het opslaan van de openingsuren.',
  savedMessage: 'Openingsuren opgeslagen',
  editTitle: (dayLabel) => `Openingsuren op ${dayLabel.toLowerCase()}`,
};
