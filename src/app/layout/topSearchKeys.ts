import { routes } from '@/lib/paths';

/** What the field suggests, once its keys are there (the first load carries only its name). */
const HINT = 'Cari kopi, minuman, drip…';

/** Where a key pressed is typing ('/' there is a slash, not the shortcut). */
function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/**
 * The top bar search's hint and keys, which download once the page is idle (TopSearch): Enter goes to
 * the search's results without reloading the shop, Escape clears the field (and, once it is
 * empty, leaves it, which closes it on a phone), and '/' anywhere else on a desktop puts the
 * caret in it. A bar no longer shown is not visible, so its '/' does nothing. Returns what
 * takes the keys off again (the bar unmounted, or handed another navigate).
 */
export function enhance(form: HTMLFormElement | null, navigate: (to: string) => void): () => void {
  const field = form?.elements.namedItem('q');
  if (!form || !(field instanceof HTMLInputElement)) return () => undefined;
  field.placeholder = HINT;
  const desktop = matchMedia('(min-width: 1024px)');
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    // As typed (the catalogue's address keeps spaces, markup and emoji); only spaces is none.
    const q = field.value;
    field.value = '';
    field.blur();
    navigate(q.trim() ? `${routes.products}?${new URLSearchParams({ q })}` : routes.products);
  };
  const clearOrLeave = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    if (field.value) field.value = '';
    else field.blur();
  };
  const slash = (event: KeyboardEvent) => {
    if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
    if (isTyping(event.target) || !desktop.matches || !field.checkVisibility()) return;
    event.preventDefault();
    field.focus();
  };
  const keys = new AbortController();
  const options = { signal: keys.signal };
  form.addEventListener('submit', submit, options);
  field.addEventListener('keydown', clearOrLeave, options);
  document.addEventListener('keydown', slash, options);
  return () => keys.abort();
}
