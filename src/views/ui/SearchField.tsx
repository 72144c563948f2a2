import { useEffect, useRef, useState } from 'react';
import { SearchField as AriaSearchField, Button, Input, Label } from 'react-aria-components/SearchField';
import { useI18n } from '../../i18n';
import { Icon } from './Icon';

/** Typing pauses this long before a search goes to the server. */
const SEARCH_DELAY_MS = 300;

interface SearchFieldProps {
  label: string;
  /** The search the list holds now. */
  value: string;
  onSearch(value: string): void;
  placeholder?: string;
}

/** A search box for a server-side text filter: it searches once typing pauses, or at once on Enter. */
export function SearchField({ label, value, onSearch, placeholder }: SearchFieldProps) {
  const { t } = useI18n();
  const [text, setText] = useState(value);
  const searched = useRef(value);
  const search = useRef(onSearch);
  search.current = onSearch;

  // The list's search changed from elsewhere (back button, a link): the box follows.
  useEffect(() => {
    if (value !== searched.current) {
      searched.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === searched.current) return;
    const timer = setTimeout(() => {
      searched.current = trimmed;
      search.current(trimmed);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const searchNow = (query: string) => {
    searched.current = query.trim();
    search.current(query.trim());
  };

  return (
    <AriaSearchField
      className="field search-field"
      value={text}
      onChange={setText}
      onSubmit={searchNow}
      onClear={() => searchNow('')}
    >
      <Label className="field__label">{label}</Label>
      <div className="search-field__control">
        <Icon name="search" className="search-field__icon" />
        <Input className="field__input search-field__input" placeholder={placeholder} />
        <Button className="search-field__clear" aria-label={t('list.clearSearch')}>
          <Icon name="close" />
        </Button>
      </div>
    </AriaSearchField>
  );
}
