/**
 * Waits until `done` holds (a mail at the sink, a job's run), looking every `intervalMs`; `step` runs
 * before each look (a test clock moved on). Fails with the German 'Nicht eingetreten: …' after `seconds`.
 */
export async function until(
  what: string,
  done: () => Promise<boolean> | boolean,
  { seconds = 30, intervalMs = 100, step }: { seconds?: number; intervalMs?: number; step?: () => Promise<void> } = {},
): Promise<void> {
  for (const end = Date.now() + seconds * 1000; Date.now() < end; ) {
    if (await done()) return;
    await step?.();
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`Nicht eingetreten: ${what}`);
}
