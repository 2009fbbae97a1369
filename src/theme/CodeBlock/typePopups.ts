/**
 * The type popups of TypeScript samples (plugins/rehype-shiki renders them at build time with Twoslash; no type
 * checker runs here). Each name is a `span.twoslash-hover` holding its `span.twoslash-popup-container`, which
 * CSS shows on hover and on focus. This file only handles what CSS cannot:
 * - place the popup under its name with `position: fixed`, so the code block's scroll box does not clip it;
 * - move between names with the arrow keys, Home and End (one tab stop per sample: a roving tabindex);
 * - Escape hides the popup without moving focus (WCAG 1.4.13, dismissible).
 * The handlers are React props on each highlighted block's <pre> and act only on a name, so a page without
 * code runs none of this.
 */
import type {FocusEvent, KeyboardEvent, MouseEvent} from 'react';

const hoverSelector = '.twoslash-hover';

function hoverOf(target: EventTarget): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>(hoverSelector) : null;
}

/** The name whose popup was placed last; a scroll (of the page or of the code box) moves its popup along. */
let placed: HTMLElement | null = null;
let followsScroll = false;

/** Puts the name's popup just under it (above it when there is no room below), inside the viewport. */
function place(hover: HTMLElement): void {
  const popup = hover.querySelector<HTMLElement>('.twoslash-popup-container');
  if (!popup) return;
  delete hover.dataset.dismissed;
  // Measured at the viewport's left edge, where it has the whole width to lay out in.
  popup.style.setProperty('--type-popup-left', '0px');
  const {width, height} = popup.getBoundingClientRect();
  const name = hover.getBoundingClientRect();
  const left = Math.max(8, Math.min(name.left, window.innerWidth - width - 8));
  const below = name.bottom + height <= window.innerHeight - 8 || name.top < height;
  popup.style.setProperty('--type-popup-left', `${String(left)}px`);
  popup.style.setProperty('--type-popup-top', `${String(below ? name.bottom : name.top - height)}px`);
  placed = hover;
  if (!followsScroll) {
    followsScroll = true;
    document.addEventListener(
      'scroll',
      () => {
        if (placed?.isConnected && placed.matches(':hover, :focus')) place(placed);
      },
      {capture: true, passive: true},
    );
  }
}

function onMouseOver(event: MouseEvent<HTMLElement>): void {
  const hover = hoverOf(event.target);
  // Moving from a name onto its own popup keeps it where it is.
  if (hover && !(event.relatedTarget instanceof Node && hover.contains(event.relatedTarget))) place(hover);
}

function onFocus(event: FocusEvent<HTMLElement>): void {
  const hover = hoverOf(event.target);
  if (!hover || hover !== event.target) return;
  // The focused name becomes the sample's one tab stop.
  event.currentTarget.querySelectorAll<HTMLElement>(hoverSelector).forEach((other) => {
    other.tabIndex = other === hover ? 0 : -1;
  });
  place(hover);
}

const moves: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => Math.min(index + 1, count - 1),
  ArrowDown: (index, count) => Math.min(index + 1, count - 1),
  ArrowLeft: (index) => Math.max(index - 1, 0),
  ArrowUp: (index) => Math.max(index - 1, 0),
  Home: () => 0,
  End: (_, count) => count - 1,
};

function onKeyDown(event: KeyboardEvent<HTMLElement>): void {
  const hover = hoverOf(event.target);
  if (!hover || hover !== event.target) return;
  if (event.key === 'Escape') {
    if (hover.dataset.dismissed === undefined) {
      hover.dataset.dismissed = '';
      event.stopPropagation();
    }
    return;
  }
  const move = moves[event.key];
  if (!move || event.altKey || event.ctrlKey || event.metaKey) return;
  const names = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(hoverSelector));
  const next = names[move(names.indexOf(hover), names.length)];
  event.preventDefault();
  next?.focus();
}

function onMouseOut(event: MouseEvent<HTMLElement>): void {
  const hover = hoverOf(event.target);
  if (hover) delete hover.dataset.dismissed;
}

/** Props for the <pre> of a highlighted block. */
export const typePopupHandlers = {onMouseOver, onMouseOut, onFocus, onKeyDown};
