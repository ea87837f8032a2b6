import type { toast as sonnerToast } from 'sonner';

type Show = (...args: Parameters<typeof sonnerToast.success>) => void;

/** SPEC.md: toasts of four types, closable, gone after 3500 ms. */
export const TOAST_DURATION_MS = 3500;

const loadSonner = () => import('sonner');

/** Whether a toast has been raised yet: the app mounts the toaster from the first one on (`useToasterWanted`). */
let wanted = false;
const listeners = new Set<() => void>();

export function subscribeToToaster(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const toasterWanted = (): boolean => wanted;

function show(kind: 'success' | 'error' | 'info' | 'warning'): Show {
  return (...args) => {
    if (!wanted) {
      wanted = true;
      for (const listener of listeners) listener();
    }
    void loadSonner().then(({ toast }) => toast[kind](...args));
  };
}

/**
 * The site's toasts (sonner). Toasts only follow something a visitor does, so sonner and its `Toaster` (app/App.tsx)
 * load with the first toast, not with the page; a toast raised before the toaster is in shows as soon as it is, in
 * the order raised (sonner's toaster shows the toasts raised before it).
 */
export const toast = { success: show('success'), error: show('error'), info: show('info'), warning: show('warning') };
