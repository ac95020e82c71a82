'use client';

import { useEffect, useId, useLayoutEffect, useRef, useState, type ButtonHTMLAttributes, type ReactNode } from 'react';
import kit from './kit.module.css';

export interface MenuItem {
  id: string;
  label: string;
  onSelect: () => void;
}

/**
 * A menu button (WAI-ARIA menu pattern): Enter/Space/↓ open it on the first item, ↑ on the last;
 * ↑/↓/Home/End move, Enter/Space choose, Esc and Tab close, a click outside closes. Focus returns
 * to the button after a choice or Esc.
 * The open list is a popover in the top layer, placed under its button (above it when there is no room
 * below) and following scrolling: a table that scrolls sideways, or any box that clips, cannot cut it off.
 * Once scrolling takes the button out of sight (under the sticky header, out of the window or out of its
 * scrolling box), the list closes rather than float over the header.
 */
export function PlainMenu({
  trigger,
  triggerProps,
  heading,
  items,
  align = 'end',
}: {
  trigger: ReactNode;
  triggerProps?: ButtonHTMLAttributes<HTMLButtonElement> & { 'data-testid'?: string };
  /** A non-interactive first line (e.g. the user's role). */
  heading?: ReactNode;
  items: MenuItem[];
  align?: 'start' | 'end';
}) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const menu = list.current;
    const anchor = button.current;
    if (!open || !menu || !anchor || typeof menu.showPopover !== 'function') return;
    menu.showPopover();
    const place = () => placeUnder(menu, anchor, align);
    // A list left floating over the sticky header, or beside nothing, is closed instead of followed.
    const follow = () => (outOfSight(anchor) ? setOpen(false) : place());
    place();
    window.addEventListener('scroll', follow, true);
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', follow, true);
      window.removeEventListener('resize', place);
    };
  }, [open, align]);

  useEffect(() => {
    if (!open) return;
    list.current?.querySelectorAll<HTMLElement>('[role="menuitem"]')[active]?.focus();
  }, [open, active]);

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  function show(index: number) {
    setActive(index);
    setOpen(true);
  }
  function close(refocus: boolean) {
    setOpen(false);
    if (refocus) button.current?.focus();
  }
  function choose(item: MenuItem) {
    close(true);
    item.onSelect();
  }

  return (
    <div className={kit.menuRoot} ref={root}>
      <button
        {...triggerProps}
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        onClick={() => (open ? close(false) : show(0))}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            show(0);
          } else if (event.key === 'ArrowUp') {
            event.preventDefault();
            show(items.length - 1);
          }
        }}
      >
        {trigger}
      </button>
      {open && (
        <div
          ref={list}
          id={`${id}-menu`}
          role="menu"
          aria-labelledby={undefined}
          aria-label={typeof triggerProps?.['aria-label'] === 'string' ? triggerProps['aria-label'] : undefined}
          className={kit.menu}
          data-align={align}
          popover="manual"
          onKeyDown={(event) => {
            const last = items.length - 1;
            if (event.key === 'ArrowDown') setActive((index) => (index >= last ? 0 : index + 1));
            else if (event.key === 'ArrowUp') setActive((index) => (index <= 0 ? last : index - 1));
            else if (event.key === 'Home') setActive(0);
            else if (event.key === 'End') setActive(last);
            else if (event.key === 'Escape') close(true);
            else if (event.key === 'Tab') close(false);
            else return;
            if (event.key !== 'Tab') event.preventDefault();
          }}
        >
          {heading && (
            <div className={kit.menuHeading} role="presentation">
              {heading}
            </div>
          )}
          {items.map((item, index) => (
            <button
              key={item.id}
              type="button"
              role="menuitem"
              tabIndex={index === active ? 0 : -1}
              className={kit.menuItem}
              data-value={item.id}
              onClick={() => choose(item)}
              onMouseEnter={() => setActive(index)}
            >
              {item.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

const GAP = 4;

/** True when the button's middle is off the window or under something else (the sticky header, a clipping box's edge). */
function outOfSight(anchor: HTMLElement): boolean {
  const box = anchor.getBoundingClientRect();
  const x = box.left + box.width / 2;
  const y = box.top + box.height / 2;
  if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) return true;
  if (typeof document.elementFromPoint !== 'function') return false;
  const top = document.elementFromPoint(x, y);
  return top !== null && !anchor.contains(top);
}

/** Puts the (fixed, top-layer) list under the button, or above it when the viewport has no room below. */
function placeUnder(menu: HTMLElement, anchor: HTMLElement, align: 'start' | 'end') {
  const box = anchor.getBoundingClientRect();
  const below = box.bottom + GAP + menu.offsetHeight <= window.innerHeight || box.top < menu.offsetHeight + GAP;
  menu.style.top = below ? `${box.bottom + GAP}px` : `${Math.max(GAP, box.top - GAP - menu.offsetHeight)}px`;
  const width = document.documentElement.clientWidth;
  if (align === 'end') menu.style.left = `${Math.max(GAP, box.right - menu.offsetWidth)}px`;
  else menu.style.left = `${Math.min(box.left, width - menu.offsetWidth - GAP)}px`;
}
