/**
 * Presses made before the app took over a pre-rendered page (issue 25, "no lost taps"): the
 * app's side. A control that needs the app to do anything (a button, not a link) spreads
 * `needsApp(id)`: `data-needs-app="<id>"` goes into the pre-rendered HTML, and its ref marks
 * the element `data-app-live` once React has it (hydrated, or rendered afresh).
 *
 * The rest is scripts/startAfterPaint.js's, which every pre-rendered page loads before the app:
 * it keeps the first press on a marked control that is not live yet (the control says it
 * waits, aria-busy), and once that control is live on the page it was pressed on, takes the
 * press (so it is carried out once, also when StrictMode attaches the ref twice) and presses
 * the live control (`element.click()`, a press for React and react-aria). Kept there, not
 * here, so the app's routes grow by an attribute and this small shared module.
 * `id` names the control on its page: stable between the build's render and the browser's.
 */
export function needsApp(id: string) {
  return { 'data-needs-app': id, ref: markLive };
}

/** The same function for every control, so React attaches it once per element. */
function markLive(element: HTMLElement | null) {
  element?.setAttribute('data-app-live', '');
}
