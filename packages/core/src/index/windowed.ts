/**
 * `fn` over `items` with at most `window` calls in flight, results in the items' order. The full index reads every
 * session's transcript ends: started all at once, thousands of sessions each held their pending read, its promises
 * and its partial results until git reached them, and all of that outlived the young generation.
 */
export async function mapWindowed<T, R>(items: readonly T[], window: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(window, items.length) }, worker));
  return out;
}
