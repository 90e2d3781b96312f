/** A reason the app cannot start that the operator can fix; main prints its message as one sentence. */
export class StartupFailure extends Error {}
