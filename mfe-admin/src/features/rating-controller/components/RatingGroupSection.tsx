import { useState } from 'react';
import { Box, Button, HStack, Heading, Stack, Table, Text, getErrorMessage, useNotification, fireAndForget } from 'shared-ui';
import { RATING_MESSAGES, canAddRatingItem } from '@litfund/domain';
import type { RatingItemFields, UserRatingType, WireRatingItem } from '@litfund/domain';
import { addRatingItem, deleteRatingItem, sortItems, updateRatingItem } from '../api/user-ratings.ts';
import { RatingItemForm } from './RatingItemForm.tsx';

interface RatingGroupSectionProps {
  type: UserRatingType;
  title: string;
  definition: string;
  initialItems: readonly WireRatingItem[];
}

const rangeText = (item: WireRatingItem) => `${item.from}-${item.to}`;

/** One threshold group: its metric definition, its items (edit inline, delete) and, while it has room, the add form. */
export function RatingGroupSection({ type, title, definition, initialItems }: RatingGroupSectionProps) {
  const notify = useNotification((s) => s.notify);
  const [items, setItems] = useState<WireRatingItem[]>(() => sortItems(initialItems));
  const [editingId, setEditingId] = useState<number | null>(null);
  const headingId = `rating-${type}-heading`;
  const starsExcept = (id?: number) => items.filter((item) => item.id !== id).map((item) => item.star);

  /** Runs a change; notifies `success`, or the server's message, and answers whether it worked. */
  const attempt = async (change: () => Promise<void>, success: string, failure?: string): Promise<boolean> => {
    try {
      await change();
      notify(success, 'success');
      return true;
    } catch (error) {
      notify(failure ?? await getErrorMessage(error), 'error');
      return false;
    }
  };

  const add = (values: RatingItemFields) => attempt(async () => {
    const created = await addRatingItem(type, values);
    setItems((current) => sortItems([...current, created]));
  }, RATING_MESSAGES.added);

  const save = (id: number, values: RatingItemFields) => attempt(async () => {
    const updated = await updateRatingItem(id, values);
    setItems((current) => sortItems(current.map((item) => (item.id === id ? updated : item))));
    setEditingId(null);
  }, RATING_MESSAGES.updated);

  const remove = (item: WireRatingItem) => attempt(async () => {
    await deleteRatingItem(item.id);
    setItems((current) => current.filter((other) => other.id !== item.id));
  }, RATING_MESSAGES.removed, RATING_MESSAGES.deleteError);

  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderRadius="md" p="4">
      <Stack gap="4">
        <Heading as="h2" size="md" id={headingId}>{title}</Heading>
        <Text textStyle="sm" color="fg.muted">{definition}</Text>
        {items.length === 0 ? <Text color="fg.muted">No items yet</Text> : (
          <Table.ScrollArea>
            <Table.Root size="sm" aria-label={`${title} items`}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>From</Table.ColumnHeader>
                  <Table.ColumnHeader>To</Table.ColumnHeader>
                  <Table.ColumnHeader>Star</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {items.map((item) => (editingId === item.id ? (
                  <Table.Row key={item.id}>
                    <Table.Cell colSpan={4}>
                      <RatingItemForm
                        label={`Edit ${title} item ${rangeText(item)}`} submitLabel="Save" takenStars={starsExcept(item.id)}
                        defaultValues={{ from: item.from, to: item.to, star: item.star }}
                        onSubmit={(values) => save(item.id, values)} onCancel={() => setEditingId(null)}
                      />
                    </Table.Cell>
                  </Table.Row>
                ) : (
                  <Table.Row key={item.id}>
                    <Table.Cell>{item.from}</Table.Cell>
                    <Table.Cell>{item.to}</Table.Cell>
                    <Table.Cell>{item.star}</Table.Cell>
                    <Table.Cell textAlign="end">
                      <HStack gap="2" justify="end">
                        <Button size="xs" variant="outline" aria-label={`Edit ${title} item ${rangeText(item)}`} onClick={() => setEditingId(item.id)}>
                          Edit
                        </Button>
                        <Button size="xs" variant="outline" colorPalette="red" aria-label={`Delete ${title} item ${rangeText(item)}`} onClick={fireAndForget(() => remove(item))}>
                          Delete
                        </Button>
                      </HStack>
                    </Table.Cell>
                  </Table.Row>
                )))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
        {canAddRatingItem(items.length) ? (
          <RatingItemForm label={`Add ${title} item`} submitLabel="Add" takenStars={starsExcept()} onSubmit={add} />
        ) : null}
      </Stack>
    </Box>
  );
}
