/** A small toast area: short confirmations announced politely to screen readers. */
import { signal } from '@preact/signals-react';
import { useValue } from '../../lib/state';

interface Toast {
  id: number;
  message: string;
}

const toasts = signal<readonly Toast[]>([]);
let nextId = 1;
export const TOAST_MS = 4000;

export function showToast(message: string): void {
  const id = nextId++;
  toasts.value = [...toasts.value, { id, message }];
  setTimeout(() => dismiss(id), TOAST_MS);
}

function dismiss(id: number): void {
  toasts.value = toasts.value.filter((t) => t.id !== id);
}

export function Toaster() {
  const shown = useValue(toasts);
  return (
    <div className="ws-toasts" role="status" aria-live="polite">
      {shown.map((toast) => (
        <p key={toast.id} className="ws-toast">
          {toast.message}
          <button type="button" className="ws-toast__close" onClick={() => dismiss(toast.id)} aria-label="Dismiss">
            ×
          </button>
        </p>
      ))}
    </div>
  );
}
