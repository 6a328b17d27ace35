/**
 * How a test tells a script that is search code (the modal with DocSearch, the split index's reader)
 * from the rest, by what only those scripts contain: every page loads none of it until the reader
 * searches (tests/site/budgets.test.ts on the built files, tests/browser/search.test.ts in Chromium).
 */
export const searchCodeMarkers = /DocSearch-Modal|loadJSON|not a split search manifest/;
