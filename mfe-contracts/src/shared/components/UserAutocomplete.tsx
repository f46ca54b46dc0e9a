import { useEffect, useId, useState } from 'react';
import { Box, Field, Input, Text, useQuery } from 'shared-ui';
import { autocompleteQueryOptions, type AutocompleteItem, type AutocompleteKind } from '../api/autocomplete.ts';

/** Autocompletes start at 3 characters with a 500 ms debounce (docs/product.md). */
export const AUTOCOMPLETE_MIN_CHARS = 3;
export const AUTOCOMPLETE_DEBOUNCE_MS = 500;

export const itemName = (item: Pick<AutocompleteItem, 'firstName' | 'lastName'>) =>
  `${item.firstName} ${item.lastName}`.trim();

interface UserAutocompleteProps {
  kind: AutocompleteKind;
  label: string;
  onSelect: (item: AutocompleteItem) => void;
  /** Editing the text after a pick drops the pick (the box no longer names who was chosen). */
  onClear?: () => void;
  error?: string;
  required?: boolean;
  /** The chosen item's name, shown in the box. */
  selectedName?: string;
}

/** A combobox over GET /Autocomplete/{kind}?userName= (ARIA 1.2 combobox with a listbox popup). */
export function UserAutocomplete({
  kind,
  label,
  onSelect,
  onClear,
  error,
  required,
  selectedName = '',
}: UserAutocompleteProps) {
  const listId = useId();
  const [text, setText] = useState(selectedName);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = text.trim();
  const searchable = query.length >= AUTOCOMPLETE_MIN_CHARS && query !== selectedName;
  // The name asked about: what was typed, once nothing more was typed for the debounce time.
  const [asked, setAsked] = useState('');
  const found = useQuery({ ...autocompleteQueryOptions(kind, asked), enabled: searchable && asked === query });
  const items = searchable && found.data ? found.data : [];

  useEffect(() => setText(selectedName), [selectedName]);
  useEffect(() => {
    if (!searchable) return;
    const timer = setTimeout(() => setAsked(query), AUTOCOMPLETE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, searchable]);
  // Each answer opens the list with its first match active.
  const [shown, setShown] = useState(found.data);
  if (found.data !== shown && !found.isPlaceholderData) {
    setShown(found.data);
    setActive(found.data && found.data.length > 0 ? 0 : -1);
    setOpen(true);
  }

  const choose = (item: AutocompleteItem) => {
    setText(itemName(item));
    setOpen(false);
    setAsked('');
    onSelect(item);
  };

  return (
    <Field.Root invalid={Boolean(error)} required={required} position="relative">
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open && items.length > 0}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        value={text}
        placeholder="Type 3 or more letters"
        onChange={(e) => {
          setText(e.currentTarget.value);
          setOpen(true);
          if (selectedName && e.currentTarget.value !== selectedName) onClear?.();
        }}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') setActive((i) => Math.min(items.length - 1, i + 1));
          else if (e.key === 'ArrowUp') setActive((i) => Math.max(0, i - 1));
          else if (e.key === 'Enter' && open && items[active]) {
            e.preventDefault();
            choose(items[active]);
          } else if (e.key === 'Escape') setOpen(false);
        }}
      />
      {open && items.length > 0 ? (
        <Box
          as="ul"
          role="listbox"
          id={listId}
          aria-label={`${label} suggestions`}
          position="absolute"
          top="100%"
          left="0"
          right="0"
          zIndex="dropdown"
          bg="bg"
          borderWidth="1px"
          rounded="md"
          boxShadow="md"
          listStyleType="none"
          m="0"
          p="1"
          maxH="60"
          overflowY="auto"
        >
          {items.map((item, index) => (
            <Box
              as="li"
              key={item.id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              px="2"
              py="1"
              rounded="sm"
              cursor="pointer"
              bg={index === active ? 'bg.muted' : undefined}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(item)}
            >
              {itemName(item)}
            </Box>
          ))}
        </Box>
      ) : null}
      {open && query.length >= AUTOCOMPLETE_MIN_CHARS && items.length === 0 ? (
        <Text srOnly aria-live="polite">
          No matches
        </Text>
      ) : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
