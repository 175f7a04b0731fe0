import { Children, createElement, isValidElement, memo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { RESTORING_SCROLL_ATTRIBUTE } from './RESTORING_SCROLL_ATTRIBUTE.ts';
import { SCROLL_ANCHOR_ATTRIBUTE } from './SCROLL_ANCHOR_ATTRIBUTE.ts';

export interface CardGridProps {
  /** The cards, one grid cell each. */
  children: ReactNode;
  /** Names the list for assistive technology when the surrounding heading does not (e.g. its id). */
  'aria-labelledby'?: string;
  /**
   * A long list (the whole directory, a region): cards off screen are not styled, laid out or
   * painted until the reader comes near them.
   */
  deferOffscreen?: boolean;
}

/** How far a card's shadow (its hover shadow too) reaches past it: half the grid's gap of 24px. */
const SHADOW_ROOM = 1.5;

/** A grid cell whose card is drawn in the page's flow. */
const CELL = { display: 'flex', minWidth: 0, '& > *': { flex: 1, minWidth: 0 } } as const;

/**
 * A cell of a list the reader comes back to (its anchor marks it): laid out as DEFERRED_CELL, so a
 * list keeps its layout whether or not its cells are skipped.
 */
const ANCHORED_CELL = {
  ...CELL,
  // DEFERRED_CELL's containment clips what is painted outside the cell, the card's shadow
  // included: the cell reaches into the gap around it (and its padding brings the card back), so
  // the shadow is inside it and the layout is the same.
  m: -SHADOW_ROOM,
  p: SHADOW_ROOM,
} as const;

/** A cell of a long list, skipped by the browser while it is off screen. */
const DEFERRED_CELL = {
  ...ANCHORED_CELL,
  // Off screen, a card is skipped (the browser keeps its last real height): a list of the whole
  // directory grows by a few cards per task after the first paint, and each step then costs the new
  // cards, not a layout of every card drawn before. Find in page and screen readers still see them.
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 350px',
  // Except while a remembered position is restored: an estimated height above it would put the
  // reader off the card they left.
  [`html[${RESTORING_SCROLL_ATTRIBUTE}] &`]: { contentVisibility: 'visible' },
} as const;

/**
 * A list of more cards than this skips its cells off screen. A page of the list (24 cards) draws
 * them all: skipped cells take an estimated 350px until drawn, so a jump to the page links below
 * them (a keyboard's End, a script's scroll) moved those links as the cells came into view, and a
 * press there could land beside the link.
 */
const DEFER_AFTER = 48;

interface GridCellProps {
  /** Whether the cell is skipped while off screen. */
  deferred: boolean;
  /** The card's key, marking the cell as a place to come back to, in a long list only. */
  anchor: string | undefined;
  children: ReactNode;
}

/**
 * One cell. A list that grows by a few cards per task draws again only its new cells: a cell whose
 * card is the same element type with the same props is kept as it is, like a memoized card.
 */
const GridCell = memo(
  function GridCell({ anchor, deferred, children }: GridCellProps) {
    return (
      <Box
        component="li"
        {...(anchor !== undefined && { [SCROLL_ANCHOR_ATTRIBUTE]: anchor })}
        sx={anchor === undefined ? CELL : deferred ? DEFERRED_CELL : ANCHORED_CELL}
      >
        {children}
      </Box>
    );
  },
  (before, after) =>
    before.anchor === after.anchor &&
    before.deferred === after.deferred &&
    sameElement(before.children, after.children),
);

/** Whether two children draw the same: the same node, or elements of one type with equal props. */
function sameElement(before: ReactNode, after: ReactNode): boolean {
  if (Object.is(before, after)) return true;
  if (!isValidElement(before) || !isValidElement(after)) return false;
  if (before.type !== after.type || before.key !== after.key) return false;
  const beforeProps = before.props as Record<string, unknown>;
  const afterProps = after.props as Record<string, unknown>;
  const names = Object.keys(afterProps);
  return (
    names.length === Object.keys(beforeProps).length &&
    names.every(
      (name) => Object.hasOwn(beforeProps, name) && Object.is(beforeProps[name], afterProps[name]),
    )
  );
}

/**
 * - **Use it** to lay out any list of cards in the site's 1, 2 or 3 columns.
 * - **Don't use it** for library lists that may be empty: `LibraryGrid` adds the empty message.
 *
 * Library cards laid out as spec §2 asks: 1 column on small screens, 2 on medium, 3 on large.
 * The cards are a list, so screen readers announce how many there are.
 */
export function CardGrid({
  children,
  'aria-labelledby': labelledBy,
  deferOffscreen = false,
}: CardGridProps) {
  const cards = Children.toArray(children);
  return (
    <Box
      component="ul"
      // Safari drops the list role of a list without bullets unless it is given back explicitly.
      role="list"
      aria-labelledby={labelledBy}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gridTemplateColumns: {
          xs: '1fr',
          md: 'repeat(2, minmax(0, 1fr))',
          lg: 'repeat(3, minmax(0, 1fr))',
        },
        gap: 3,
      }}
    >
      {cards.map((card, index) => {
        // toArray has already given every element a key unique among its siblings.
        const key = isValidElement(card) && card.key !== null ? card.key : index;
        return (
          // A cell is kept by its place: a new card there (a search's new answer) updates the one
          // drawn (its text, link and cover) rather than removing every card and creating new
          // ones, which costs a phone several frames (issue 32). So the card is drawn without its
          // key (the cell's anchor keeps it); a card keeps nothing of the one it replaces
          // (LibraryCard draws a photo anew, keyed by its library, and reads "Open now" for the
          // library it now shows).
          <GridCell
            key={index}
            anchor={deferOffscreen ? String(key) : undefined}
            deferred={deferOffscreen && cards.length > DEFER_AFTER}
          >
            {isValidElement(card) ? createElement(card.type, card.props as object) : card}
          </GridCell>
        );
      })}
    </Box>
  );
}
