import { useCallback, useEffect, useRef, type RefObject } from 'react';

/**
 * The modal layers open now, oldest first: native `<dialog>`s and Chakra's dialog panels. Outside the top one the
 * page is inert, so the toasts render inside it (components/ui/toaster.tsx). Kept by the components that open
 * modal dialogs (PlainDialog, the 502/504 UnavailableDialog, components/ui/dialog.tsx) instead of watching the
 * whole document for them.
 */
const openDialogs: HTMLElement[] = [];
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

/** Takes `dialog` off the list (closed, or removed from the page while open). */
export function forgetModalDialog(dialog: HTMLElement): void {
  const index = openDialogs.indexOf(dialog);
  if (index < 0) return;
  openDialogs.splice(index, 1);
  changed();
}

/** Opens `dialog` modally (just open where the browser has no modal dialogs, as in jsdom) and lists it until it closes. */
export function openModalDialog(dialog: HTMLDialogElement): void {
  if (!dialog.open) {
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
  }
  if (openDialogs.includes(dialog)) return;
  openDialogs.push(dialog);
  // Esc closes a modal dialog without React: the list follows the element's own close event.
  dialog.addEventListener('close', () => forgetModalDialog(dialog), { once: true });
  changed();
}

/** Closes `dialog` and takes it off the list. */
export function closeModalDialog(dialog: HTMLDialogElement): void {
  if (dialog.open) {
    if (typeof dialog.close === 'function') dialog.close();
    else dialog.removeAttribute('open');
  }
  forgetModalDialog(dialog);
}

/** The modal dialog on top, if any. */
export function topModalDialog(): HTMLElement | null {
  return openDialogs.at(-1) ?? null;
}

/** For `useSyncExternalStore`: calls `listener` whenever a modal dialog opens or closes. */
export function subscribeModalDialogs(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Shows the `<dialog>` in `ref` modally while `open` (then calls `onOpened` with it), closes it when not, and
 * takes it off the list when it leaves the page while open (its parent stopped rendering it).
 */
export function useModalDialog(ref: RefObject<HTMLDialogElement | null>, open: boolean, onOpened?: (dialog: HTMLDialogElement) => void): void {
  const opened = useRef(onOpened);
  useEffect(() => {
    opened.current = onOpened;
  });
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      openModalDialog(dialog);
      opened.current?.(dialog);
    }
    if (!open && dialog.open) closeModalDialog(dialog);
  }, [ref, open]);
  useEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog) forgetModalDialog(dialog);
    };
  }, [ref]);
}

/**
 * A callback ref for a modal panel that is not a native `<dialog>` (Chakra's dialog content): listed while it is
 * on the page, so the toasts move into it (outside it the page is hidden from pointers and screen readers).
 */
export function useModalLayer(): (element: HTMLElement | null) => void {
  const current = useRef<HTMLElement | null>(null);
  return useCallback((element: HTMLElement | null) => {
    if (current.current) forgetModalDialog(current.current);
    current.current = element;
    if (element && !openDialogs.includes(element)) {
      openDialogs.push(element);
      changed();
    }
  }, []);
}
