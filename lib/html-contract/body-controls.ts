/**
 * The attributes a doc page's body carries for its controls (components/body/bodyControls.ts): the body
 * is server markup React does not run (components/DocBody.tsx), so its buttons say in the markup what
 * they do. Shared by the components that render them and the code that binds them.
 */
export const bodyControls = {
  /** A copy button: its value is the text to copy; empty, the code of the block it is in (`[data-code-block] pre`). */
  copy: 'data-copy',
  /** A copy button's accessible name (and visible word, where it has one) once it has copied. */
  copiedLabel: 'data-copied-label',
  /** A copy button's check icon, hidden until it has copied; its other icon is hidden meanwhile. */
  copiedIcon: 'data-copied-icon',
  /** A copy button's visible word. */
  copyText: 'data-copy-text',
} as const;
