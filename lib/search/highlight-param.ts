/** The query parameter a search result adds to its URL so the page marks the words searched for. */
export const HIGHLIGHT_PARAM = 'highlight';
