/**
 * Stands in for '@preact/signals-react/runtime' in the embed build, where the widgets render on
 * Preact's core and the store on @preact/signals-core. React components opt in with useSignals();
 * here every component follows the signals it reads, as with @preact/signals, Preact's own
 * integration (about 1.1 KB gzipped more, for signal-valued JSX props and text the widgets never
 * use): each render runs inside a signals effect, and a change to any signal the render read
 * renders that component again. Nothing lists the store's signals, so none can be forgotten.
 */
import { effect } from './signals';
import { options, type Component, type Options, type VNode } from 'preact';

/** A no-op: followSignals() already tracks every component's render. */
export function useSignals(): void {}

type Render = Component['render'];

/**
 * Preact's render hook and a vnode's component instance, by the mangled names Preact publishes
 * for its add-ons (preact/hooks and @preact/signals rely on the same two).
 */
const hooks = options as Options & { __r?: (vnode: VNode) => void };
const instance = (vnode: VNode) => (vnode as VNode & { __c?: Component | null }).__c;

const ownRender = new WeakMap<Component, Render>();
const stopFollowing = new WeakMap<Component, () => void>();
let installed = false;

function trackedRender(this: Component, ...args: Parameters<Render>): ReturnType<Render> {
  const render = ownRender.get(this)!;
  stopFollowing.get(this)?.();
  let first = true;
  let output: ReturnType<Render> = null;
  stopFollowing.set(
    this,
    effect(() => {
      if (first) {
        first = false;
        output = render.apply(this, args);
      } else {
        // A signal this render read has changed: render again (batched, as a state change is).
        this.setState({});
      }
    }),
  );
  return output;
}

/** Makes every component the embed renders follow its signals; called once, by createRoot. */
export function followSignals(): void {
  if (installed) return;
  installed = true;
  const render = hooks.__r;
  const unmount = options.unmount;
  hooks.__r = (vnode) => {
    const component = instance(vnode);
    if (component && component.render !== trackedRender) {
      ownRender.set(component, component.render);
      component.render = trackedRender;
    }
    render?.(vnode);
  };
  options.unmount = (vnode) => {
    const component = instance(vnode);
    if (component) stopFollowing.get(component)?.();
    unmount?.(vnode);
  };
}
