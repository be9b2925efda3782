import { useEffect, useRef } from 'react';
import { TextField } from '@/ui';
import styles from './SearchField.module.css';
import { searchTexts } from './searchTexts';
import { useSearchAddress } from './useSearchAddress';

const texts = searchTexts;

/**
 * The catalogue's search field: what it shows is the address's query, and each key typed
 * changes the address (the first key a new history entry, the others replacing it). Escape
 * clears it; `onFirstUse` starts the results' download as soon as it has focus.
 */
export function SearchField({ onFirstUse }: { onFirstUse: () => void }) {
  const { state, show } = useSearchAddress();
  const input = useRef<HTMLInputElement>(null);
  // A reloaded or shared search puts the caret at the end of what it carries, not at the start.
  useEffect(() => {
    const field = input.current;
    if (field && state.q && document.activeElement !== field)
      field.selectionStart = field.value.length;
  }, [state.q]);
  return (
    <search aria-label={texts.label} className={styles.search}>
      <TextField
        type="search"
        name="q"
        label={texts.label}
        placeholder={texts.placeholder}
        value={state.q}
        inputRef={input}
        onFocus={onFirstUse}
        onChange={(q) => show({ ...state, q }, { replace: state.q !== '' && q !== '' })}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && state.q !== '') show({ ...state, q: '' });
        }}
        className={styles.field}
      />
    </search>
  );
}
