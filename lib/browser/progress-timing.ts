/** The loading bar shows only for navigations slower than this, so fast ones do not flicker (spec §9). */
export const PROGRESS_DELAY_MS = 200;
