import { useEffect, useRef, useState } from 'react';
import { Input } from '@chakra-ui/react';

export const SEARCH_DEBOUNCE_MS = 300;

export interface SearchInputProps {
  value: string;
  /** Called with the trimmed-or-not term once typing pauses for `delayMs`. */
  onChange: (term: string) => void;
  label?: string;
  placeholder?: string;
  delayMs?: number;
}

/** A search box that tells the caller only after typing pauses, so each keystroke is not a request. */
export const SearchInput = ({
  value,
  onChange,
  label = 'Search',
  placeholder = 'Search…',
  delayMs = SEARCH_DEBOUNCE_MS,
}: SearchInputProps) => {
  const [text, setText] = useState(value);
  const latest = useRef(onChange);
  latest.current = onChange;

  useEffect(() => {
    setText(value);
  }, [value]);

  useEffect(() => {
    if (text === value) return undefined;
    const timer = setTimeout(() => latest.current(text), delayMs);
    return () => clearTimeout(timer);
  }, [text, value, delayMs]);

  return (
    <Input
      type="search"
      aria-label={label}
      placeholder={placeholder}
      value={text}
      onChange={(event) => setText(event.target.value)}
      maxW="sm"
    />
  );
};
