/**
 * What the embed adds to Preact's core, in one set of Preact's render and unmount hooks:
 *
 * - Components follow the signals they read. Stands in for '@preact/signals-react/runtime':
 *   React components opt in with useSignals(); here every render runs inside a signals effect,
 *   and a change to any signal it read renders that component again, as with @preact/signals
 *   (about 1.1 KB gzipped more, for signal-valued JSX props and text the widgets never use).
 *   Nothing lists the store's signals, so none can be forgotten.
 * - The five hooks the widgets use (useState, useRef, useEffect, useContext, useId), standing in
 *   for preact/hooks in about a third of its size, which the embed's 16 KB budget needs. Left out,
 *   because the widgets never use them: layout effects, reducers, memos, server-rendered ids, and
 *   effects deferred past paint (these run in a microtask after the render that asked for them,
 *   children first, as React's do). A widget that starts using another hook fails the embed build
 *   at lib/embed/react.ts, the cue to go back to preact/hooks.
 *
 * Preact's hook points and internal names are the mangled ones it publishes for its add-ons
 * (preact/hooks and @preact/signals rely on the same).
 */
import { options, type Component, type Context, type Options, type VNode } from 'preact';
import { effect } from './signals';

type Render = Component['render'];
type Cleanup = void | (() => void);
interface EffectSlot {
  deps?: readonly unknown[];
  run?: () => Cleanup;
  cleanup?: Cleanup;
}
interface EmbedComponent extends Component {
  /** The render it was given, run inside a signals effect. */
  wyRender?: Render;
  /** Stops following the signals its last render read. */
  wyStop?: () => void;
  /** Its hook slots, in call order. */
  wyHooks?: unknown[];
  /** Effects its last render asked for, run once the render is done. */
  wyEffects?: EffectSlot[];
  wyGone?: boolean;
}
type ContextProvider = Component<{ value: unknown }> & { sub(component: Component): void };
type ContextInternals = Context<unknown> & { __c: string; __: unknown };

const hooks = options as Options & { __r?: (vnode: VNode) => void };
const instance = (vnode: VNode) => (vnode as VNode & { __c?: EmbedComponent | null }).__c;

let current: EmbedComponent | null = null;
let index = 0;
let ids = 0;
const queue: EmbedComponent[] = [];

/** A no-op: every component already follows the signals its render reads. */
export function useSignals(): void {}

function trackedRender(this: EmbedComponent, ...args: Parameters<Render>): ReturnType<Render> {
  this.wyStop?.();
  let first = true;
  let output: ReturnType<Render> = null;
  this.wyStop = effect(() => {
    if (first) {
      first = false;
      output = this.wyRender!.apply(this, args);
    } else {
      // A signal this render read has changed: render again (batched, as a state change is).
      this.setState({});
    }
  });
  return output;
}

const render = hooks.__r;
hooks.__r = (vnode) => {
  render?.(vnode);
  current = instance(vnode) ?? null;
  index = 0;
  if (current && current.render !== trackedRender) {
    current.wyRender = current.render;
    current.render = trackedRender;
  }
};

const diffed = options.diffed;
options.diffed = (vnode) => {
  const component = instance(vnode);
  if (component?.wyEffects?.length) {
    if (!queue.length) queueMicrotask(flush);
    queue.push(component);
  }
  diffed?.(vnode);
};

const unmount = options.unmount;
options.unmount = (vnode) => {
  const component = instance(vnode);
  if (component) {
    component.wyGone = true;
    component.wyStop?.();
    for (const slot of component.wyHooks ?? []) {
      const { cleanup } = slot as EffectSlot;
      if (typeof cleanup === 'function') cleanup();
    }
  }
  unmount?.(vnode);
};

function flush(): void {
  for (const component of queue.splice(0)) {
    const effects = component.wyEffects!.splice(0);
    if (component.wyGone) continue;
    for (const slot of effects) {
      if (typeof slot.cleanup === 'function') slot.cleanup();
      slot.cleanup = slot.run!();
    }
  }
}

/** The current component's next hook slot, made by `create` on its first render. */
function slot<T>(create: () => T): T {
  const list = (current!.wyHooks ??= []);
  if (index === list.length) list.push(create());
  return list[index++] as T;
}

export function useState<T>(initial: T | (() => T)): [T, (value: T) => void] {
  const component = current!;
  const state = slot(() => {
    const pair: [T, (value: T) => void] = [
      typeof initial === 'function' ? (initial as () => T)() : initial,
      (value) => {
        if (Object.is(value, pair[0]) || component.wyGone) return;
        pair[0] = value;
        component.setState({});
      },
    ];
    return pair;
  });
  return [state[0], state[1]];
}

export function useRef<T>(value: T): { current: T } {
  return slot(() => ({ current: value }));
}

export function useEffect(run: () => Cleanup, deps?: readonly unknown[]): void {
  const effect = slot<EffectSlot>(() => ({}));
  if (effect.deps && deps && deps.length === effect.deps.length && deps.every((dep, i) => Object.is(dep, effect.deps![i])))
    return;
  effect.deps = deps;
  effect.run = run;
  (current!.wyEffects ??= []).push(effect);
}

export function useContext<T>(context: Context<T>): T {
  const component = current!;
  const { __c: id, __: fallback } = context as unknown as ContextInternals;
  const provider = (component.context as Record<string, ContextProvider | undefined>)[id];
  // Subscribed once: the provider then renders this component again whenever its value changes.
  slot(() => (provider?.sub(component), id));
  return (provider ? provider.props.value : fallback) as T;
}

export function useId(): string {
  return slot(() => `wy${++ids}`);
}
