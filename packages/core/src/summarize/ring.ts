/**
 * A fixed-capacity ring: keeps the last `capacity` items pushed, oldest first.
 * Used for every per-kind memory of the summarizer so state never grows with transcript size.
 */
export class Ring<T> {
  private items: (T | undefined)[];
  private start = 0;
  private count = 0;

  constructor(readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError(`ring capacity must be >= 1, got ${capacity}`);
    this.items = new Array<T | undefined>(capacity);
  }

  get size(): number {
    return this.count;
  }

  push(item: T): void {
    if (this.count < this.capacity) {
      this.items[(this.start + this.count) % this.capacity] = item;
      this.count++;
      return;
    }
    this.items[this.start] = item;
    this.start = (this.start + 1) % this.capacity;
  }

  /** Removes every item matching `pred` (used to de-duplicate before pushing a newer copy). */
  removeWhere(pred: (item: T) => boolean): void {
    // In place, oldest first: called once per event, so it allocates nothing when nothing matches.
    let kept = 0;
    for (let i = 0; i < this.count; i++) {
      const x = this.items[(this.start + i) % this.capacity] as T;
      if (pred(x)) continue;
      this.items[(this.start + kept) % this.capacity] = x;
      kept++;
    }
    for (let i = kept; i < this.count; i++) this.items[(this.start + i) % this.capacity] = undefined;
    this.count = kept;
  }

  /** Pushes `item` after removing older items with the same key: the newest copy wins. */
  pushUnique(item: T, key: (x: T) => string): void {
    const k = key(item);
    this.removeWhere((x) => key(x) === k);
    this.push(item);
  }

  last(): T | undefined {
    if (this.count === 0) return undefined;
    return this.items[(this.start + this.count - 1) % this.capacity];
  }

  clear(): void {
    if (this.count === 0) return;
    this.items = new Array<T | undefined>(this.capacity);
    this.start = 0;
    this.count = 0;
  }

  /** Oldest first. */
  toArray(): T[] {
    const out: T[] = [];
    for (let i = 0; i < this.count; i++) out.push(this.items[(this.start + i) % this.capacity] as T);
    return out;
  }
}
