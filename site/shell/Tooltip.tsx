/**
 * Tooltips that wait 700 ms before opening, and open at once when another closed less than
 * 300 ms ago (SPEC section 9), so a reader moving along a toolbar is not made to wait twice.
 */
import {
  cloneElement,
  createContext,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';

export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

interface Timing {
  delay: number;
  skipDelay: number;
  lastClosedAt: { current: number };
}

const TooltipTiming = createContext<Timing>({
  delay: TOOLTIP_DELAY_MS,
  skipDelay: TOOLTIP_SKIP_DELAY_MS,
  lastClosedAt: { current: Number.NEGATIVE_INFINITY },
});

export function TooltipProvider({
  children,
  delay = TOOLTIP_DELAY_MS,
  skipDelay = TOOLTIP_SKIP_DELAY_MS,
}: {
  children: ReactNode;
  delay?: number;
  skipDelay?: number;
}) {
  // Never closed yet: the first tooltip waits, even in the first 300 ms after the page starts.
  const lastClosedAt = useRef(Number.NEGATIVE_INFINITY);
  return <TooltipTiming.Provider value={{ delay, skipDelay, lastClosedAt }}>{children}</TooltipTiming.Provider>;
}

type Trigger = ReactElement<{ 'aria-describedby'?: string }>;

export function Tooltip({ text, children }: { text: string; children: Trigger }) {
  const { delay, skipDelay, lastClosedAt } = useContext(TooltipTiming);
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const id = useId();

  const show = () => {
    clearTimeout(timer.current);
    const skipping = performance.now() - lastClosedAt.current < skipDelay;
    if (skipping) setOpen(true);
    else timer.current = setTimeout(() => setOpen(true), delay);
  };
  const hide = () => {
    clearTimeout(timer.current);
    // Recorded here, not in a state updater: React may run that only after the next trigger's
    // pointerenter, which would then miss the skip delay.
    if (open) lastClosedAt.current = performance.now();
    setOpen(false);
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    // The trigger inside is the interactive element; its pointer, focus and Escape events bubble here.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- event delegation from the trigger
    <span
      className="ws-tip-anchor"
      onPointerEnter={show}
      onPointerLeave={hide}
      onFocus={show}
      onBlur={hide}
      onKeyDown={(e) => e.key === 'Escape' && hide()}
    >
      {cloneElement(children, { 'aria-describedby': id })}
      <span id={id} role="tooltip" className="ws-tip" data-open={open || undefined}>
        {text}
      </span>
    </span>
  );
}
