/** `.contentlayer/dev-revision.json`, which `npm run dev` writes (lib/build/dev-content.ts) and `next dev` imports (lib/site/reader.ts). */
declare const content: { revision: number };
export default content;
