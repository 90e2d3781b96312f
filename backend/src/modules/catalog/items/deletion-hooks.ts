/** What another context does with its references to a row that is being deleted (e.g. drop them). */
export type DeletionHook = (accountId: string, id: string) => Promise<void>;

/**
 * How a context lets the contexts that refer to its rows decide what a deletion means to them,
 * without knowing them: they add a hook at start, the owner runs them in the deleting transaction,
 * before its own delete, so the deletion and its consequences commit or roll back as one.
 */
export class DeletionHooks<Kind extends string> {
  private readonly hooks = new Map<Kind, DeletionHook[]>();

  add(kind: Kind, hook: DeletionHook): void {
    this.hooks.set(kind, [...(this.hooks.get(kind) ?? []), hook]);
  }

  /** Call within the deleting transaction. */
  async run(kind: Kind, accountId: string, id: string): Promise<void> {
    for (const hook of this.hooks.get(kind) ?? []) await hook(accountId, id);
  }
}
