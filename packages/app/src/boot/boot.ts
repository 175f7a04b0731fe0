// The app's starter, loaded by every page: in the head, the one script the page waits for (under
// 1 kB compressed, cached for good once fetched), so it runs before anything is painted. Built by scripts/firstPaintFirstPlugin.ts, which puts the
// entry's address in place of ENTRY_MODULE and minifies it. It is not a module of the app: it
// imports nothing and nothing imports it.
//
// 1. Early input. Until the app has taken the page over, a page drawn by the server looks ready but
//    its buttons do nothing. From the first moment, the presses of controls the browser does
//    nothing for on its own (buttons; links that act as buttons, whose navigation is held back)
//    and the boxes typed into or lists chosen from are recorded, and handed to the app (`take`)
//    once it has hydrated the page, which replays them (app/src/boot/replayEarlyInput.ts). Links and form
//    submissions keep the browser's own behaviour: the server draws where they lead. Should the
//    app's code fail to load, the last held-back link is followed after all.
// 2. First paint first. On a page the server drew (it carries the hydration's state), once the
//    browser reports the first contentful paint (or after MAX_WAIT_MS, for a tab that paints
//    nothing while hidden), else at once, a task later it fetches the page's chunks named in its
//    `data-preload` beside the entry, and imports the entry.
import type { EarlyEvent } from './EarlyEvent';

declare const ENTRY_MODULE: string;

/** The longest the starter waits for a paint before it starts the app anyway. */
const MAX_WAIT_MS = 3000;

/** The controls a press may be meant for: the closest one to what was pressed. */
const CONTROL = 'a[href],button,input,select,textarea,label,summary,[role],[tabindex]';

const script = document.currentScript;
const events: EarlyEvent[] = [];
let capturing = true;

/** Whether a press of `control` needs the app: the browser does nothing for it on its own. */
function needsApp(control: Element): boolean {
  if (control.matches('[aria-disabled="true"],:disabled')) return false;
  // A link the browser follows, and the native controls, which work before the app.
  if (control.matches('a[href]')) return control.getAttribute('role') === 'button';
  if (control.matches('input,select,textarea,label,summary')) return false;
  // A form's submit button submits it: the form leads to a page the server draws.
  return !(control instanceof HTMLButtonElement && control.type === 'submit' && control.form);
}

function onClick(event: MouseEvent) {
  const target = event.target;
  if (event.defaultPrevented || event.button !== 0 || !(target instanceof Element)) return;
  // A press with a modifier opens a link elsewhere: the browser's.
  if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
  const control = target.closest(CONTROL);
  if (!control || !needsApp(control)) return;
  // Until the app is ready the press is this script's alone: React, which listens from the moment
  // it starts hydrating, would drop it on a part not hydrated yet (and a link's default would
  // leave the page), or act on it before the replay acts on it again.
  event.preventDefault();
  event.stopPropagation();
  events.push({ kind: 'click', target: control });
}

/** Notes each box or list changed, at the place of its first change (its value is read at the replay). */
function onValue(event: Event) {
  const target = event.target;
  if (
    !(target instanceof HTMLInputElement) &&
    !(target instanceof HTMLTextAreaElement) &&
    !(target instanceof HTMLSelectElement)
  )
    return;
  if (target instanceof HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio'))
    return;
  const kind = target instanceof HTMLSelectElement ? 'change' : 'input';
  if (!events.some((early) => early.target === target)) events.push({ kind, target });
}

const LISTENERS = [
  ['click', onClick],
  ['input', onValue],
  ['change', onValue],
] as const;

function listen(on: boolean) {
  for (const [type, listener] of LISTENERS) {
    (on ? document.addEventListener : document.removeEventListener).call(
      document,
      type,
      listener as EventListener,
      true,
    );
  }
}

listen(true);
window.libatlasEarlyInput = {
  take() {
    if (capturing) {
      capturing = false;
      listen(false);
    }
    return events.splice(0);
  },
};

/** The app could not start: the reader gets what the browser can do, the last held-back link. */
function appFailed() {
  const pressed = window.libatlasEarlyInput!.take();
  const link = pressed.reverse().find((early) => early.target.matches('a[href]'));
  if (link) window.location.assign((link.target as HTMLAnchorElement).href);
}

function boot() {
  const preloads = ((script && script.getAttribute('data-preload')) || '')
    .split(' ')
    .filter(Boolean);
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    setTimeout(() => {
      for (const file of preloads) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = file;
        document.head.appendChild(link);
      }
      import(/* @vite-ignore */ ENTRY_MODULE).catch(appFailed);
    });
  };
  if (!document.getElementById('libatlas-state') || !window.PerformanceObserver) return start();
  try {
    new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) start();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    start();
  }
  setTimeout(start, MAX_WAIT_MS);
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', boot);
else boot();
