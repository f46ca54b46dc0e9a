import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  DateText,
  Field,
  HStack,
  Section,
  Stack,
  Text,
  Textarea,
  useNotification,
} from 'shared-ui';
import { CONTRACT_MESSAGES, formatDisplayDate } from '@litfund/domain';
import type { Comment } from '@litfund/domain';
import { useAddComment } from '../api/add-comment.ts';
import { useToggleCommentVisibility } from '../api/set-comment-visibility.ts';
import { AttachmentLink } from './AttachmentLink.tsx';
import { FileField } from './FileField.tsx';

interface ContractCommentsProps {
  contractId: number;
  comments: Comment[];
  /** An Approved administrator sees hidden comments and marks them viewable by the attorney. */
  approvedAdmin: boolean;
  onChange: (comments: Comment[]) => void;
}

/**
 * Who will read the comment being written: an administrator's is internal unless marked viewable by the attorney, and
 * then the attorney and law firm read it, not the plaintiff (the server's read enforces the same).
 */
function audienceOf(approvedAdmin: boolean, visible: boolean) {
  if (!approvedAdmin) return 'The parties will see this comment';
  return visible
    ? 'The attorney and the law firm will see this comment, not the plaintiff'
    : 'Only administrators will see this comment';
}

/** Comments with their attachments; anyone who may read the contract adds one, optionally with a file. */
export function ContractComments({ contractId, comments, approvedAdmin, onChange }: ContractCommentsProps) {
  const notify = useNotification((s) => s.notify);
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [visible, setVisible] = useState(false);
  const [error, setError] = useState('');
  const [fileKey, setFileKey] = useState(0);
  // A refused attachment stays said under the form after the banner has closed, until the next comment.
  const [attachmentFailure, setAttachmentFailure] = useState<string | null>(null);
  // Both answer the contract's comments as they now are; a failure is announced by the query client.
  const add = useAddComment(contractId, onChange);
  const toggle = useToggleCommentVisibility(contractId, onChange);

  const submit = () => {
    if (!text.trim()) {
      setError('Write a comment first');
      return;
    }
    setError('');
    setAttachmentFailure(null);
    add.mutate(
      { commentText: text.trim(), visible: approvedAdmin ? visible : true, attachment: file },
      {
        onSuccess: (added) => {
          // Each comment's audience is chosen afresh: a box left ticked would show the next internal note to the parties.
          setText('');
          setVisible(false);
          setFile(null);
          setFileKey((k) => k + 1);
          setAttachmentFailure(added.attachmentFailure);
          if (added.attachmentFailure)
            notify(`${CONTRACT_MESSAGES.commentAdded} ${added.attachmentFailure}`, 'warning');
          else notify(CONTRACT_MESSAGES.commentAdded, 'success');
        },
      },
    );
  };

  return (
    <Section title="Comments">
      {comments.length === 0 ? (
        <Text color="fg.muted">{CONTRACT_MESSAGES.commentsNotFound}</Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" m="0" p="0" aria-label="Comments">
          {comments.map((comment) => (
            <Box as="li" key={comment.id} borderWidth="1px" rounded="md" p="3">
              <Text fontSize="sm" color="fg.muted">
                {comment.userName}, <DateText>{formatDisplayDate(comment.dateComment)}</DateText>
                {comment.visible ? '' : ' (hidden from the attorney and the plaintiff)'}
              </Text>
              <Text whiteSpace="pre-wrap">{comment.commentText}</Text>
              {comment.commentAttachments.length > 0 ? (
                <Stack gap="1" align="flex-start">
                  {comment.commentAttachments.map((a) => (
                    <AttachmentLink key={a.id} contractId={contractId} attachment={a} />
                  ))}
                </Stack>
              ) : null}
              {approvedAdmin ? (
                <Button size="xs" variant="outline" mt="2" onClick={() => toggle.mutate(comment)}>
                  {comment.visible ? 'Hide from attorney' : 'Show to attorney'}
                </Button>
              ) : null}
            </Box>
          ))}
        </Stack>
      )}
      <form
        aria-label="Add comment"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="3">
          <Field.Root invalid={Boolean(error)}>
            <Field.Label>New comment</Field.Label>
            <Textarea value={text} onChange={(e) => setText(e.currentTarget.value)} maxLength={4000} />
            {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
          </Field.Root>
          <FileField label="Attachment (optional)" resetKey={fileKey} onPick={setFile} />
          {approvedAdmin ? (
            <Checkbox.Root checked={visible} onCheckedChange={(e) => setVisible(e.checked === true)}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>Viewable by the attorney</Checkbox.Label>
            </Checkbox.Root>
          ) : null}
          <HStack gap="3" flexWrap="wrap">
            <Button type="submit" size="sm" loading={add.isPending}>
              Add Comment
            </Button>
            <Text fontSize="sm" color="fg.muted" aria-live="polite">
              {audienceOf(approvedAdmin, visible)}
            </Text>
          </HStack>
          {attachmentFailure ? (
            <Alert.Root status="warning" variant="subtle" size="sm" role="alert">
              <Alert.Indicator />
              <Alert.Description>{attachmentFailure}</Alert.Description>
            </Alert.Root>
          ) : null}
        </Stack>
      </form>
    </Section>
  );
}
