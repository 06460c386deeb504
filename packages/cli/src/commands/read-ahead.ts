/**
 * Results of `build` over `items`, yielded in order, with up to `depth` builds running at once: while one result is
 * printed, the next build is already reading, so git's unpacking overlaps Node's parsing (two cores, one git). Items
 * may come one by one (an async iterable): the next is asked for only when a build may start.
 */
export async function* readAhead<T, R>(items: Iterable<T> | AsyncIterable<T>, depth: number, build: (item: T, i: number) => Promise<R>): AsyncGenerator<R> {
  const source = (async function* () {
    yield* items;
  })();
  const running: Promise<R>[] = [];
  let started = 0;
  let more = true;
  const fill = async (): Promise<void> => {
    while (more && running.length < depth) {
      const next = await source.next();
      if (next.done) {
        more = false;
        break;
      }
      const p = build(next.value, started++);
      // A build that fails while an earlier one is awaited is reported when its turn comes, not as unhandled.
      p.catch(() => undefined);
      running.push(p);
    }
  };
  try {
    await fill();
    while (running.length > 0) {
      const result = await (running.shift() as Promise<R>);
      await fill();
      yield result;
    }
  } finally {
    // Stopped early (a failed build, a closed output): the items' source releases what it holds.
    await source.return(undefined);
  }
}
