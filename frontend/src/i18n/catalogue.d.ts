/** A Lingui catalogue, compiled to JavaScript when imported (build/lingui.ts). */
declare module '*.po' {
  import type { Messages } from '@lingui/core';

  export const messages: Messages;
}
