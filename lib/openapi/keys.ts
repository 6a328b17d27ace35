/** How a page's API blocks are keyed in its props; shared by the build (page-endpoints) and the components. */
export const endpointKey = (operation: string, example?: string) => (example ? `${operation}:${example}` : operation);
export const parameterKey = (operation: string, name: string) => `${operation}.${name}`;
