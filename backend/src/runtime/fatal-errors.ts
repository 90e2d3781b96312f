/** How long a dying process waits for its clean-up (stopping the embedded database) before it exits. */
const CLEANUP_BUDGET_MS = 5_000;

/**
 * An error nothing caught leaves the process in an unknown state: it is logged with its stack and
 * the process exits non-zero, so a supervisor (`restart: unless-stopped`, systemd) starts a fresh
 * one. `cleanup` gets a bounded moment first, so the embedded database does not outlive its owner.
 */
export function exitOnFatalErrors(cleanup: () => Promise<void>): void {
  let exiting = false;
  const fatal = (kind: string, error: unknown) => {
    console.error(`Bestelklaar stopt door een onverwachte fout (${kind}):`, describe(error));
    if (exiting) return;
    exiting = true;
    const timeout = new Promise<void>((resolve) => setTimeout(resolve, CLEANUP_BUDGET_MS).unref());
    void Promise.race([cleanup().catch(() => undefined), timeout]).finally(() => process.exit(1));
  };
  process.on('uncaughtException', (error) => fatal('uncaughtException', error));
  process.on('unhandledRejection', (reason) => fatal('unhandledRejection', reason));
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}
