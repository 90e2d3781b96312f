/** A domain check's message as react-hook-form's validate wants it: the message, or true when none. */
export const byRule = (message: string | undefined) => message ?? true;
