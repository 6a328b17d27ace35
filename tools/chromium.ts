/** The one way this project starts Chromium: browser tests, screenshots, the search benchmark and Lighthouse. */
import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium: browser downloads fail on these machines. `CHROMIUM_PATH` names another build. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * No sandbox (these machines run Chromium as root in containers), no GPU, and none of the background
 * traffic (updates, sync, QUIC probes) that would compete with a test or skew a measurement.
 */
export const chromiumFlags: readonly string[] = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: [...chromiumFlags] });
}
