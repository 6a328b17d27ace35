/**
 * "Edit this page": where a page's source can be edited in public, a build setting. Without it the link
 * is not shown: a link into a private Git host is a dead end for every outside reader.
 */
const EDIT_URL_SETTING = 'PAYMORA_EDIT_URL_BASE';

/**
 * The edit URL of a content file (`content/docs/…mdx`): the setting's value (an https URL ending in `/`,
 * such as a public repository's `…/edit/main/`) followed by the file's path; null when it is not set.
 */
export function editUrlOf(sourceFile: string, base: string | undefined = process.env[EDIT_URL_SETTING]): string | null {
  if (base === undefined || base.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    throw new Error(`${EDIT_URL_SETTING}="${base}" is not a URL: set it to the https address that a content file's path is appended to (ending in /), or unset it to hide "Edit this page"`);
  }
  if (url.protocol !== 'https:' || !base.endsWith('/')) throw new Error(`${EDIT_URL_SETTING}="${base}" must be an https URL ending in /, to which a content file's path is appended`);
  return `${base}${sourceFile}`;
}
