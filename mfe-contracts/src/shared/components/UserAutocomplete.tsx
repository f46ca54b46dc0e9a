import { useEffect, useId, useState } from 'react';
import { Box, Field, Input, Text } from 'shared-ui';
import { autocomplete, type AutocompleteItem, type AutocompleteKind } from '../api/contracts.ts';

/** Autocompletes start at 3 characters with a 500 ms debounce (docs/product.md). */
export const AUTOCOMPLETE_MIN_CHARS = 3;
export const AUTOCOMPLETE_DEBOUNCE_MS = 500;

export const itemName = (item: Pick<AutocompleteItem, 'firstName' | 'lastName'>) => `${item.firstName} ${item.lastName}`.trim();

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
export function UserAutocomplete({ kind, label, onSelect, onClear, error, required, selectedName = '' }: UserAutocompleteProps) {
  const listId = useId();
  const [text, setText] = useState(selectedName);
  const [items, setItems] = useState<AutocompleteItem[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = text.trim();

  useEffect(() => setText(selectedName), [selectedName]);
  useEffect(() => {
    if (query.length < AUTOCOMPLETE_MIN_CHARS || query === selectedName) {
      setItems([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      autocomplete(kind, query, controller.signal).then(
        (found) => {
          setItems(found);
          setActive(found.length > 0 ? 0 : -1);
          setOpen(true);
        },
        (failure: unknown) => {
          if (!controller.signal.aborted) console.error('Autocomplete failed', failure);
        },
      );
    }, AUTOCOMPLETE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [kind, query, selectedName]);

  const choose = (item: AutocompleteItem) => {
    setText(itemName(item));
    setOpen(false);
    setItems([]);
    onSelect(item);
  };

  return (
    <Field.Root invalid={Boolean(error)} required={required} position="relative">
      <Field.Label>{label}<Field.RequiredIndicator /></Field.Label>
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
        <Box as="ul" role="listbox" id={listId} aria-label={`${label} suggestions`} position="absolute" top="100%" left="0" right="0" zIndex="dropdown"
          bg="bg" borderWidth="1px" rounded="md" boxShadow="md" listStyleType="none" m="0" p="1" maxH="60" overflowY="auto">
          {items.map((item, index) => (
            <Box as="li" key={item.id} id={`${listId}-${index}`} role="option" aria-selected={index === active} px="2" py="1" rounded="sm" cursor="pointer"
              bg={index === active ? 'bg.muted' : undefined} onMouseDown={(e) => e.preventDefault()} onClick={() => choose(item)}>
              {itemName(item)}
            </Box>
          ))}
        </Box>
      ) : null}
      {open && query.length >= AUTOCOMPLETE_MIN_CHARS && items.length === 0 ? <Text srOnly aria-live="polite">No matches</Text> : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
