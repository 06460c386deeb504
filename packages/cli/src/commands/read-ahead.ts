/**
 * Results of `build` over `items`, yielded in order, with up to `depth` builds running at once: while one result is
 * printed, the next build is already reading, so git's unpacking overlaps Node's parsing (two cores, one git).
 */
export async function* readAhead<T, R>(items: readonly T[], depth: number, build: (item: T, i: number) => Promise<R>): AsyncGenerator<R> {
  const running: Promise<R>[] = [];
  const start = (i: number) => {
    const p = build(items[i] as T, i);
    // A build that fails while an earlier one is awaited is reported when its turn comes, not as unhandled.
    p.catch(() => undefined);
    running.push(p);
  };
  let next = 0;
  for (; next < Math.min(depth, items.length); next++) start(next);
  for (let i = 0; i < items.length; i++) {
    const result = await (running.shift() as Promise<R>);
    if (next < items.length) start(next++);
    yield result;
  }
}
