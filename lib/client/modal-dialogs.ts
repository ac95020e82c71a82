import { useEffect, useRef, type RefObject } from 'react';

/**
 * The modal `<dialog>`s open now, oldest first. Outside the top one the page is inert, so the toasts render
 * inside it (components/ui/alert-stack.tsx). Kept by the two components that open modal dialogs
 * (PlainDialog and the 502/504 UnavailableDialog) instead of watching the whole document for them.
 */
const openDialogs: HTMLDialogElement[] = [];
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

/** Takes `dialog` off the list (closed, or removed from the page while open). */
export function forgetModalDialog(dialog: HTMLDialogElement): void {
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
export function topModalDialog(): HTMLDialogElement | null {
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
