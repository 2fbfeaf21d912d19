import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { SEARCH_MAX_LENGTH } from '@/domain/search-text';
import { Input } from './ui/input';

const DEBOUNCE_MS = 300;

/**
 * Waits for a pause in typing before searching, so each keystroke does not hit the server; takes no more characters
 * than the server accepts in a search.
 */
export function SearchBox({
  label,
  value,
  onSearch,
  maxLength = SEARCH_MAX_LENGTH,
}: {
  /** The field's accessible name and placeholder ('Search by IMEI'). */
  label: string;
  value: string;
  onSearch: (search: string) => void;
  /** The longest search the server accepts for this list. */
  maxLength?: number;
}) {
  const [text, setText] = useState(value);
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;
  // The search this box last asked for: a value other than it was set from outside (a "Clear filters"), and the box
  // shows it instead of asking again for what was typed before.
  const asked = useRef(value);

  useEffect(() => {
    if (value === asked.current) return;
    asked.current = value;
    setText(value);
  }, [value]);

  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === value) return;
    const timer = setTimeout(() => {
      asked.current = trimmed;
      onSearchRef.current(trimmed);
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  return (
    <div className="relative w-full max-w-sm">
      <Search className="absolute top-3 left-3 size-4 text-muted-foreground" aria-hidden="true" />
      <Input
        type="search"
        aria-label={label}
        placeholder={label}
        className="pl-9"
        maxLength={maxLength}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </div>
  );
}
