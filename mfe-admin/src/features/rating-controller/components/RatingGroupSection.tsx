import { useState } from 'react';
import { Box, HStack, Heading, SimpleDialog, Stack, Table, Text, useNotification, fireAndForget } from 'shared-ui';
import { RATING_MESSAGES, canAddRatingItem } from '@litfund/domain';
import type { RatingItemFields, UserRatingType, WireRatingItem } from '@litfund/domain';
import { useAddRatingItem } from '../api/add-rating-item.ts';
import { useDeleteRatingItem } from '../api/delete-rating-item.ts';
import { useUpdateRatingItem } from '../api/update-rating-item.ts';
import { RowAction } from '../../../shared/tables/RowAction.tsx';
import { RatingItemForm } from './RatingItemForm.tsx';
import { HeaderRow } from '../../../shared/tables/HeaderRow.tsx';

interface RatingGroupSectionProps {
  type: UserRatingType;
  title: string;
  definition: string;
  /** The group's items in `from` order. */
  items: readonly WireRatingItem[];
}

const rangeText = (item: WireRatingItem) => `${item.from}-${item.to}`;

/** The question a delete asks first, naming the item so the wrong row is not removed by a slip. */
export const deleteQuestion = (title: string, item: WireRatingItem) =>
  `Delete the ${title} item ${rangeText(item)} (${item.star} ${item.star === 1 ? 'star' : 'stars'})?`;

const ITEM_COLUMNS = ['From', 'To', 'Star', { label: 'Actions', end: true }];

/** One threshold group: its metric definition, its items (edit inline, delete) and, while it has room, the add form. */
export function RatingGroupSection({ type, title, definition, items }: RatingGroupSectionProps) {
  const notify = useNotification((s) => s.notify);
  const addItem = useAddRatingItem();
  const updateItem = useUpdateRatingItem();
  const deleteItem = useDeleteRatingItem();
  const [editingId, setEditingId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<WireRatingItem | null>(null);
  const headingId = `rating-${type}-heading`;
  const starsExcept = (id?: number) => items.filter((item) => item.id !== id).map((item) => item.star);

  /** Notifies `success` and answers whether the change worked; the banner tells a failure. */
  const attempt = (change: Promise<unknown>, success: string): Promise<boolean> =>
    change.then(
      () => {
        notify(success, 'success');
        return true;
      },
      () => false,
    );

  const add = (fields: RatingItemFields) => attempt(addItem.mutateAsync({ type, fields }), RATING_MESSAGES.added);

  const save = (id: number, fields: RatingItemFields) =>
    attempt(
      updateItem.mutateAsync({ type, id, fields }).then(() => setEditingId(null)),
      RATING_MESSAGES.updated,
    );

  const remove = (item: WireRatingItem) =>
    attempt(
      deleteItem.mutateAsync({ type, id: item.id }).catch((error: unknown) => {
        notify(RATING_MESSAGES.deleteError, 'error');
        throw error;
      }),
      RATING_MESSAGES.removed,
    ).finally(() => setDeleting(null));

  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderRadius="md" p="4">
      <Stack gap="4">
        <Heading as="h2" size="md" id={headingId}>
          {title}
        </Heading>
        <Text textStyle="sm" color="fg.muted">
          {definition}
        </Text>
        {items.length === 0 ? (
          <Text color="fg.muted">No items yet</Text>
        ) : (
          <Table.ScrollArea>
            <Table.Root size="sm" aria-label={`${title} items`}>
              <HeaderRow columns={ITEM_COLUMNS} />
              <Table.Body>
                {items.map((item) =>
                  editingId === item.id ? (
                    <Table.Row key={item.id}>
                      <Table.Cell colSpan={4}>
                        <RatingItemForm
                          label={`Edit ${title} item ${rangeText(item)}`}
                          submitLabel="Save"
                          takenStars={starsExcept(item.id)}
                          defaultValues={{ from: item.from, to: item.to, star: item.star }}
                          onSubmit={(values) => save(item.id, values)}
                          onCancel={() => setEditingId(null)}
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
                          <RowAction
                            name={`Edit ${title} item ${rangeText(item)}`}
                            onClick={() => setEditingId(item.id)}
                          >
                            Edit
                          </RowAction>
                          <RowAction
                            danger
                            name={`Delete ${title} item ${rangeText(item)}`}
                            onClick={() => setDeleting(item)}
                          >
                            Delete
                          </RowAction>
                        </HStack>
                      </Table.Cell>
                    </Table.Row>
                  ),
                )}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
        {canAddRatingItem(items.length) ? (
          <RatingItemForm label={`Add ${title} item`} submitLabel="Add" takenStars={starsExcept()} onSubmit={add} />
        ) : null}
        {deleting ? (
          <SimpleDialog
            title="Delete rating item"
            description={deleteQuestion(title, deleting)}
            confirmLabel="Delete"
            busy={deleteItem.isPending}
            onConfirm={fireAndForget(() => remove(deleting))}
            onClose={() => setDeleting(null)}
          />
        ) : null}
      </Stack>
    </Box>
  );
}
