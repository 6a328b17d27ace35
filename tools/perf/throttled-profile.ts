/**
 * The first-time reader test's slow phone (issue 26), as Chromium's own emulation: 400 ms latency,
 * 400 kbps down and up, and a CPU four times slower. One definition for the browser tests that use it
 * and the timings script (scripts/throttled-timings.ts), so the figures and the tests see one profile.
 */
import type { Page } from 'playwright-core';

const THROTTLED_PROFILE = { latencyMs: 400, kbps: 400, cpuSlowdown: 4 } as const;

/**
 * Throttles `page` from now on: its network through CDP's `Network.emulateNetworkConditions` and, unless
 * `cpu` is false, its main thread through `Emulation.setCPUThrottlingRate`. Call it before the page
 * navigates to see a cold load under the profile.
 */
export async function throttle(page: Page, { cpu = true }: { cpu?: boolean } = {}): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const bytesPerSecond = (THROTTLED_PROFILE.kbps * 1000) / 8;
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: THROTTLED_PROFILE.latencyMs, downloadThroughput: bytesPerSecond, uploadThroughput: bytesPerSecond });
  if (cpu) await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLED_PROFILE.cpuSlowdown });
}
