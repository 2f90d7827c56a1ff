/**
 * The first screen's heading first (issue 63, decision 0020): when the page's first script expects one from its early
 * answer (window.dtpEarlyHeading, scripts/build/first-paint.cjs), the app's code starts once that heading is on
 * screen or the script gave up; a new tab's answer comes after its sign-in (`signIn`, the early silent sign-in). The
 * start chunks go on downloading meanwhile (preloaded): on a phone they take longer than the answer, so nothing
 * waits; never more than `limitMs`. At once when no heading is expected.
 */
export async function headingFirst(signIn: Promise<unknown> | null, limitMs = 2000): Promise<void> {
  if (!signIn && !window.dtpEarlyHeading) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const painted = (async () => {
    if (signIn) await signIn;
    await window.dtpEarlyHeading?.settled;
  })();
  await Promise.race([painted, new Promise<void>((resolve) => (timer = setTimeout(resolve, limitMs)))]);
  clearTimeout(timer);
}
