/**
 * Growable typed-array lists: the storage of every inverted index here. Plain objects of typed
 * arrays, so an index's state can be structured-cloned to or from a worker thread as it is.
 */
export interface IntList {
  data: Int32Array;
  length: number;
}

export function intList(capacity = 4): IntList {
  return { data: new Int32Array(capacity), length: 0 };
}

export function pushInt(list: IntList, value: number): void {
  if (list.length === list.data.length) {
    const bigger = new Int32Array(Math.max(4, list.data.length * 2));
    bigger.set(list.data);
    list.data = bigger;
  }
  list.data[list.length++] = value;
}

/** The capacity a list of `n` reaches when grown from 2 by doubling (intList(2) and pushInt); 0 for none. */
export function capacityFor(n: number): number {
  if (n === 0) return 0;
  let c = 2;
  while (c < n) c *= 2;
  return c;
}

/** Makes room for `extra` more values, so they can be written to `data` directly. */
export function reserve(list: IntList, extra: number): void {
  if (list.length + extra <= list.data.length) return;
  const bigger = new Int32Array(Math.max(list.length + extra, list.data.length * 2));
  bigger.set(list.data.subarray(0, list.length));
  list.data = bigger;
}

/** Position of `value` in the sorted first `length` entries of `data`, or -1. */
export function findSorted(data: Int32Array, length: number, value: number): number {
  let lo = 0;
  let hi = length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const v = data[mid]!;
    if (v === value) return mid;
    if (v < value) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/**
 * Scratch accumulators over a numbered set (documents, questions), reused across queries: a
 * generation stamp marks which entries the current query touched, so nothing is cleared per query.
 */
export class Accumulator {
  values = new Float64Array(0);
  /** Which round last touched each entry; hot loops read these directly. */
  stamps = new Uint32Array(0);
  generation = 0;
  /** The entries touched in this round, in first-touch order. */
  touched = intList(64);

  /** Starts a round over `size` entries. */
  reset(size: number): void {
    if (this.values.length < size) {
      const n = Math.max(size, this.values.length * 2);
      this.values = new Float64Array(n);
      this.stamps = new Uint32Array(n);
      this.generation = 0;
    }
    this.generation++;
    if (this.generation === 0xffffffff) {
      this.stamps.fill(0);
      this.generation = 1;
    }
    this.touched.length = 0;
  }

  has(i: number): boolean {
    return this.stamps[i] === this.generation;
  }

  get(i: number): number {
    return this.stamps[i] === this.generation ? this.values[i]! : 0;
  }

  add(i: number, v: number): void {
    if (this.stamps[i] !== this.generation) {
      this.stamps[i] = this.generation;
      this.values[i] = v;
      pushInt(this.touched, i);
    } else this.values[i]! += v;
  }

  max(i: number, v: number): void {
    if (this.stamps[i] !== this.generation) {
      this.stamps[i] = this.generation;
      this.values[i] = v;
      pushInt(this.touched, i);
    } else if (v > this.values[i]!) this.values[i] = v;
  }
}

/** The `k` touched entries with the highest values, best first (ties: lower number first). */
export function topTouched(acc: Accumulator, k: number, accept?: (i: number) => boolean): number[] {
  const out: number[] = [];
  const { data, length } = acc.touched;
  // A small sorted buffer: k is tens, the touched set can be thousands.
  for (let n = 0; n < length; n++) {
    const i = data[n]!;
    if (accept && !accept(i)) continue;
    const v = acc.values[i]!;
    if (out.length === k && v <= acc.values[out[k - 1]!]!) continue;
    let pos = out.length === k ? k - 1 : out.length;
    if (out.length < k) out.push(i);
    while (
      pos > 0 &&
      (acc.values[out[pos - 1]!]! < v || (acc.values[out[pos - 1]!]! === v && out[pos - 1]! > i))
    ) {
      out[pos] = out[pos - 1]!;
      pos--;
    }
    out[pos] = i;
  }
  return out;
}

/** Many lists as one flat array and offsets: one typed array to send to a worker, not thousands. */
export interface PackedLists {
  flat: Int32Array;
  offsets: Int32Array;
}

export function packLists(lists: readonly IntList[]): PackedLists {
  const offsets = new Int32Array(lists.length + 1);
  for (let i = 0; i < lists.length; i++) offsets[i + 1] = offsets[i]! + lists[i]!.length;
  const flat = new Int32Array(offsets[lists.length]!);
  for (let i = 0; i < lists.length; i++) flat.set(lists[i]!.data.subarray(0, lists[i]!.length), offsets[i]!);
  return { flat, offsets };
}

/** Lists viewing the packed array; the first push to one copies it out (its view is full). */
export function unpackLists(packed: PackedLists): IntList[] {
  const out: IntList[] = [];
  for (let i = 0; i + 1 < packed.offsets.length; i++) {
    const from = packed.offsets[i]!;
    const to = packed.offsets[i + 1]!;
    out.push({ data: packed.flat.subarray(from, to), length: to - from });
  }
  return out;
}

export function listOf(data: Int32Array): IntList {
  return { data, length: data.length };
}

/** First position from `from` whose value is at least `target` (galloping, then binary search); `length` if none. */
export function seek(data: Int32Array, length: number, from: number, target: number): number {
  let step = 1;
  let lo = from;
  let hi = from;
  while (hi < length && data[hi]! < target) {
    lo = hi + 1;
    hi += step;
    step *= 2;
  }
  if (hi > length) hi = length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (data[mid]! < target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
