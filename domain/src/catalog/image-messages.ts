/** Dutch texts about uploaded images, for every screen that uploads one (products, menus, shop logo). */
export const IMAGE_MESSAGES = {
  tooLarge: 'De afbeelding is te groot. Probeer een kleinere of meer gecomprimeerde afbeelding te uploaden.',
  /** The client-side size alert; its wording says 10MB while the check uses 40 MB (spec 01 §5). */
  tooLargeBeforeUpload: 'De afbeelding is te groot. Maximum toegestane grootte is 10MB.',
  notAnImage: 'Dit bestand is geen geldige afbeelding. Kies een JPEG-, PNG-, WebP- of GIF-bestand.',
  tooManyPixels: 'De afbeelding heeft te veel pixels. Kies een kleinere afbeelding.',
  oneFile: 'Stuur precies één afbeelding mee.',
  formUnreadable: 'Het formulier kon niet worden gelezen. Probeer het opnieuw.',
  notFound: 'Deze afbeelding bestaat niet (meer).',
} as const;
