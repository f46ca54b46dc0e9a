import { useEffect, useId, useState } from 'react';
import { Button, Field, LoadingState, Stack, Text, Textarea, getErrorMessage, useNotification } from 'shared-ui';
import { formatDisplayDate } from '@litfund/domain';
import { addComment, listComments, type AdminComment } from '../../users/api/admin-users.ts';

export const COMMENT_MAX = 2000;

/** The edit-user Comments section: administrators' notes about the user. */
export function CommentsSection({ userId }: { userId: number }) {
  const notify = useNotification((s) => s.notify);
  const [comments, setComments] = useState<AdminComment[] | null>(null);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const fieldId = useId();

  useEffect(() => {
    const controller = new AbortController();
    listComments(userId, controller.signal).then(setComments, async (failure: unknown) => {
      if (controller.signal.aborted) return;
      console.error('Comments failed', failure);
      notify(await getErrorMessage(failure), 'error');
      setComments([]);
    });
    return () => controller.abort();
  }, [userId, notify]);

  const submit = async () => {
    const commentText = text.trim();
    if (commentText.length === 0) return setError('This field is required');
    if (commentText.length > COMMENT_MAX) return setError(`At most ${COMMENT_MAX} characters`);
    setError('');
    setBusy(true);
    try {
      setComments(await addComment(userId, commentText));
      setText('');
    } catch (failure) {
      console.error('Add comment failed', failure);
      notify(await getErrorMessage(failure), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="3">
      {comments === null ? <LoadingState label="Loading comments" /> : null}
      {comments?.length === 0 ? <Text color="fg.muted">Comments not found</Text> : null}
      {comments && comments.length > 0 ? (
        <Stack as="ul" listStyleType="none" gap="2" ms="0" aria-label="Comments">
          {comments.map((comment) => (
            <Stack as="li" key={comment.id} gap="1" borderWidth="1px" rounded="md" px="3" py="2">
              <Text textStyle="sm" color="fg.muted">{`${comment.userName}, ${formatDisplayDate(comment.dateComment)}`}</Text>
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
      <Button alignSelf="flex-start" size="sm" variant="outline" loading={busy} onClick={() => void submit()}>
        Add Comment
      </Button>
    </Stack>
  );
}
