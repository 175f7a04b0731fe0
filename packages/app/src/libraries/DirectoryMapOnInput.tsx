import { useTranslation } from '@libatlas/i18n';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useEffect, useRef, useState } from 'react';
import { useDrawnByServer } from '../ssr/useDrawnByServer';
import type { DirectoryMapProps } from './DirectoryMap';
import { LazyDirectoryMap } from './LazyDirectoryMap';

/** What a reader does first with a page: any of these draws the map (see below). */
const FIRST_INPUT = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'];

/** Whether the reader had already scrolled the page or put the focus in it before it ran. */
function alreadyUsed(): boolean {
  const focused = document.activeElement;
  const focusedSomething =
    focused !== null && focused !== document.body && focused !== document.documentElement;
  return window.scrollY > 0 || window.scrollX !== 0 || focusedSomething;
}

/**
 * The directory's map for a page that opens with it at the top (Regions, issue 32). On a page the
 * server drew, the map (Leaflet, its world shapes and its markers: seconds of a phone's main
 * thread) is drawn at the reader's first move: a pointer moved or pressed, a key, a scroll or
 * wheel, a touch; or by the button in its place, for a reader who does none of these (a screen
 * reader's browse mode). Until then its space is held (nothing moves when it comes) and none of
 * its code or styles is fetched, so the page is ready at once. Opened by a link or by Back (the
 * reader is already at work), the map is drawn straight away, as LazyDirectoryMap draws it. The
 * focus on the button when the map comes moves to the map.
 */
export function DirectoryMapOnInput(props: DirectoryMapProps) {
  const { t } = useTranslation();
  const drawnByServer = useDrawnByServer();
  const [wanted, setWanted] = useState(!drawnByServer);
  const [focusMap, setFocusMap] = useState(false);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (wanted) return;
    if (alreadyUsed()) {
      // The markup must match the server's while it hydrates: this is the first moment to know.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setWanted(true);
      return;
    }
    const want = (event: Event) => {
      // Focus on the button (a Tab to it, or a screen reader's) stays in the map once drawn.
      if (box.current?.contains(document.activeElement ?? null)) setFocusMap(true);
      if (event.type === 'keydown' && box.current?.contains(event.target as Node)) {
        setFocusMap(true);
      }
      setWanted(true);
    };
    const options = { capture: true, passive: true } as const;
    for (const type of FIRST_INPUT) window.addEventListener(type, want, options);
    return () => {
      for (const type of FIRST_INPUT) window.removeEventListener(type, want, options);
    };
  }, [wanted]);

  // Once the map is there, the focus the button had goes to it.
  useEffect(() => {
    const holder = box.current;
    if (!wanted || !focusMap || !holder) return;
    const focusIt = () => {
      const map = holder.querySelector<HTMLElement>('.leaflet-container');
      if (!map) return false;
      map.focus();
      setFocusMap(false);
      return true;
    };
    if (focusIt()) return;
    const observer = new MutationObserver(() => {
      if (focusIt()) observer.disconnect();
    });
    observer.observe(holder, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [wanted, focusMap]);

  return (
    <div ref={box}>
      {wanted ? (
        <LazyDirectoryMap {...props} />
      ) : (
        <Box sx={{ position: 'relative', height: props.height }}>
          <Skeleton variant="rectangular" animation={false} width="100%" height="100%" />
          <Button
            variant="contained"
            onClick={() => {
              setFocusMap(true);
              setWanted(true);
            }}
            sx={{
              position: 'absolute',
              inset: 0,
              m: 'auto',
              width: 'fit-content',
              height: 'fit-content',
            }}
          >
            {t('map.show')}
          </Button>
        </Box>
      )}
    </div>
  );
}
