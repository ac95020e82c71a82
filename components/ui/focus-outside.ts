/**
 * A modal dialog or drawer traps the focus, so a focus outside it can only come from script: a menu or a dialog
 * that closed a moment before handing the focus back to its trigger. Zag's dismissable layer counts that as an
 * interaction outside and closed the layer that had just opened (a menu item that opens a dialog sometimes opened
 * nothing on a loaded machine). The layer keeps such a focus out (its focus trap brings it back); a click beside it
 * still closes it where `closeOnInteractOutside` allows.
 */
export function keepOpenOnFocusOutside(event: { preventDefault: () => void }): void {
  event.preventDefault();
}

/** The `onFocusOutside` of a layer: kept open when modal (the default), Zag's own behaviour otherwise. */
export function focusOutsideOf(modal: boolean | undefined): typeof keepOpenOnFocusOutside | undefined {
  return modal === false ? undefined : keepOpenOnFocusOutside;
}
