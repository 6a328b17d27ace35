/** Items as a sentence lists them: `2, 4 and 8`; one item alone, none as ''. */
export const wordList = (items: readonly (string | number)[]): string => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);
