/**
 * Work started without holding up an answer (e-mails, payment webhooks). Each task handles its own failures;
 * `settled()` resolves once every task started so far has finished, so the app can wait for them when it closes
 * and tests can wait for their effects.
 */
export function backgroundTasks() {
  const pending = new Set<Promise<void>>();
  return {
    run(task: Promise<void>): void {
      const running = task.finally(() => pending.delete(running));
      pending.add(running);
    },
    async settled(): Promise<void> {
      await Promise.all(pending);
    },
  };
}
