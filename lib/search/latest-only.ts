/**
 * Results that do not reshuffle (issue 26): on a slow network the results of 'c', 'ca', 'cap' … arrive
 * while 'capture' is still loading, and a list that shows each as it comes changes under the reader's
 * Enter. Wrapped here, every call answers with the results of the latest call made by the time its own
 * are in, so a list only ever shows the final results of what was typed; until they arrive, the UI
 * keeps the list it has (DocSearch marks it as stalled).
 */
export function latestOnly<A extends unknown[], T>(run: (...args: A) => Promise<T>): (...args: A) => Promise<T> {
  let latest: Promise<T> | null = null;
  return (...args) => {
    const mine = run(...args);
    latest = mine;
    const settle = async (): Promise<T> => {
      const current: Promise<T> | null = latest;
      if (current === null || current === mine) return mine;
      // A later call was made: its results, once in (or those of a call made later still).
      await current.catch(() => undefined);
      return latest === current ? current : settle();
    };
    return mine.then(settle, async (error: unknown) => {
      if (latest === mine) throw error;
      return settle();
    });
  };
}
