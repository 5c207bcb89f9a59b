/**
 * Stands in for preact/hooks in the embed build: the five hooks the widgets use (useState,
 * useRef, useEffect, useContext, useId) in about a third of preact/hooks' size, which the
 * embed's 20 KB budget needs. What it leaves out, the widgets never use: layout effects,
 * reducers, memos, server-rendered ids, effects deferred past paint (these run in a microtask
 * after the render that asked for them, children first, as React's do). A widget that starts
 * using another hook fails the embed build at lib/embed/react.ts, the cue to go back to preact/hooks.
 */
import { options, type Component, type Context, type Options, type VNode } from 'preact';

type Cleanup = void | (() => void);
interface EffectSlot {
  deps?: readonly unknown[];
  run?: () => Cleanup;
  cleanup?: Cleanup;
}
interface HookedComponent extends Component {
  /** The component's hook slots, in call order. */
  wyHooks?: unknown[];
  /** Effects asked for by its last render, run once the render is done. */
  wyEffects?: EffectSlot[];
  wyGone?: boolean;
}
/** Preact's render and unmount hooks and its internal names, as its add-ons use them (see signalsRuntime.ts). */
const hooks = options as Options & { __r?: (vnode: VNode) => void };
const instance = (vnode: VNode) => (vnode as VNode & { __c?: HookedComponent | null }).__c;
type ContextProvider = Component<{ value: unknown }> & { sub(component: Component): void };
type ContextInternals = Context<unknown> & { __c: string; __: unknown };

let current: HookedComponent | null = null;
let index = 0;
let ids = 0;
const queue: HookedComponent[] = [];

const render = hooks.__r;
hooks.__r = (vnode) => {
  render?.(vnode);
  current = instance(vnode) ?? null;
  index = 0;
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
  if (component?.wyHooks) {
    component.wyGone = true;
    for (const slot of component.wyHooks) {
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
  // Subscribed once: the provider then re-renders this component whenever its value changes.
  slot(() => (provider?.sub(component), id));
  return (provider ? provider.props.value : fallback) as T;
}

export function useId(): string {
  return slot(() => `wy${++ids}`);
}
