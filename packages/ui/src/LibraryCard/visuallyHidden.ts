/**
 * Hidden from sight but read by screen readers (the usual clip pattern), for `sx`: words that a
 * sighted user gets from the layout, such as "opens in a new tab" or "loading".
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
