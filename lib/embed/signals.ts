/**
 * Stands in for '@preact/signals-react' (and '@preact/signals-core') in the embed build: the few
 * parts the list store and the embed's render tracking use, signal, computed and effect, in about
 * a quarter of @preact/signals-core's size. The same contract: reading `.value` inside a computed
 * or an effect subscribes it; writing a different value re-runs the effects that depend on it.
 */

interface Observer {
  sources: Set<Source>;
  /** A source it read has changed. */
  stale(): void;
}

let observing: Observer | null = null;

class Source<T = unknown> {
  protected subscribers = new Set<Observer>();
  constructor(protected current: T) {}

  protected track(): void {
    if (!observing) return;
    this.subscribers.add(observing);
    observing.sources.add(this);
  }

  protected notify(): void {
    for (const subscriber of [...this.subscribers]) subscriber.stale();
  }

  unsubscribe(observer: Observer): void {
    this.subscribers.delete(observer);
  }
}

/** Runs `run` with `observer` collecting what it reads, after dropping what it read last time. */
function observe<T>(observer: Observer, run: () => T): T {
  for (const source of observer.sources) source.unsubscribe(observer);
  observer.sources.clear();
  const outer = observing;
  observing = observer;
  try {
    return run();
  } finally {
    observing = outer;
  }
}

/** No peek(): nothing the embed bundles reads a signal without subscribing. */
export interface ReadonlySignal<T> {
  readonly value: T;
}

class WritableSignal<T> extends Source<T> implements ReadonlySignal<T> {
  get value(): T {
    this.track();
    return this.current;
  }
  set value(next: T) {
    if (Object.is(next, this.current)) return;
    this.current = next;
    this.notify();
  }
}

export type Signal<T> = WritableSignal<T>;

export const signal = <T>(value: T): Signal<T> => new WritableSignal(value);

/** Recomputed on the first read after a source changed; its own readers hear of the change at once. */
class Computed<T> extends Source<T> implements Observer, ReadonlySignal<T> {
  sources = new Set<Source>();
  private dirty = true;
  constructor(private readonly compute: () => T) {
    // Never read before the first computation: `dirty` starts true.
    super(undefined as T);
  }

  stale(): void {
    if (this.dirty) return;
    this.dirty = true;
    this.notify();
  }

  get value(): T {
    this.track();
    if (this.dirty) {
      this.dirty = false;
      this.current = observe(this, this.compute);
    }
    return this.current;
  }
}

export const computed = <T>(compute: () => T): ReadonlySignal<T> => new Computed(compute);

/** Runs `run` now and again whenever a signal it read changes, until the returned function is called. */
export function effect(run: () => void): () => void {
  let live = true;
  const observer: Observer = {
    sources: new Set(),
    stale: () => live && observe(observer, run),
  };
  observe(observer, run);
  return () => {
    live = false;
    for (const source of observer.sources) source.unsubscribe(observer);
    observer.sources.clear();
  };
}
