import { useId, useState } from 'react';
import { Button, Field, LoadingState, Stack, Text, Textarea } from 'shared-ui';
import { formatDisplayDate } from '@litfund/domain';
import { useAddComment } from '../api/add-comment.ts';
import { useComments } from '../api/get-comments.ts';

export const COMMENT_MAX = 2000;

/** The edit-user Comments section: administrators' notes about the user. */
export function CommentsSection({ userId }: { userId: number }) {
  const comments = useComments(userId);
  const add = useAddComment();
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const fieldId = useId();
  // a failed read is announced in the banner; the section then shows no comments
  const shown = comments.isError ? [] : comments.data;

  const submit = () => {
    const commentText = text.trim();
    if (commentText.length === 0) return setError('This field is required');
    if (commentText.length > COMMENT_MAX) return setError(`At most ${COMMENT_MAX} characters`);
    setError('');
    add.mutate({ userId, commentText }, { onSuccess: () => setText('') });
  };

  return (
    <Stack gap="3">
      {shown === undefined ? <LoadingState label="Loading comments" /> : null}
      {shown?.length === 0 ? <Text color="fg.muted">Comments not found</Text> : null}
      {shown && shown.length > 0 ? (
        <Stack as="ul" listStyleType="none" gap="2" ms="0" aria-label="Comments">
          {shown.map((comment) => (
            <Stack as="li" key={comment.id} gap="1" borderWidth="1px" rounded="md" px="3" py="2">
              <Text
                textStyle="sm"
                color="fg.muted"
              >{`${comment.userName}, ${formatDisplayDate(comment.dateComment)}`}</Text>
              <Text whiteSpace="pre-wrap">{comment.commentText}</Text>
            </Stack>
          ))}
        </Stack>
      ) : null}
      <Field.Root invalid={Boolean(error)} id={fieldId}>
        <Field.Label>New comment</Field.Label>
        <Textarea value={text} maxLength={COMMENT_MAX} onChange={(e) => setText(e.currentTarget.value)} />
        {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
      </Field.Root>
      <Button alignSelf="flex-start" size="sm" variant="outline" loading={add.isPending} onClick={submit}>
        Add Comment
      </Button>
    </Stack>
  );
}
