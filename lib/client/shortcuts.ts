/** Ctrl+K, or ⌘K on a Mac: the operation search (issue 21 §2), as merchants know it from other dashboards. */
export function isSearchShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'isComposing'>): boolean {
  if (event.isComposing || event.altKey || event.shiftKey) return false;
  // "к" is the same key on a Russian layout
  const key = event.key.toLowerCase();
  return (event.ctrlKey || event.metaKey) && (key === 'k' || key === 'к');
}
