/** A Map that forgets its oldest entries past `max`: the bounded memory adapters keep between records. */
export class Lru<K, V> {
  private readonly map = new Map<K, V>();
  constructor(private readonly max = 1024) {}

  get(k: K): V | undefined {
    return this.map.get(k);
  }

  has(k: K): boolean {
    return this.map.has(k);
  }

  set(k: K, v: V): void {
    this.map.delete(k);
    this.map.set(k, v);
    if (this.map.size > this.max) {
      const oldest = this.map.keys().next();
      if (!oldest.done) this.map.delete(oldest.value);
    }
  }

  delete(k: K): void {
    this.map.delete(k);
  }
}
