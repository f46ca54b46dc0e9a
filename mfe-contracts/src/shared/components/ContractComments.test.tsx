import { jest } from '@jest/globals';
import { useState } from 'react';
import {
  jsonResponse,
  renderWithProviders,
  screen,
  signInAs,
  answerRequests,
  waitFor,
  within,
  fireEvent,
} from 'shared-ui/testing';
import { CONTRACT_MESSAGES } from '@litfund/domain';
import type { Comment } from '@litfund/domain';
import { ContractComments } from './ContractComments.tsx';
import { signOutAfterEach } from '../testing/render-page.tsx';
import { makeAttachment } from '../testing/contract.ts';

const ONLY_ADMINS = 'Only administrators will see this comment';
const PARTIES = 'The parties will see this comment';
const COUNSEL = 'The attorney and the law firm will see this comment, not the plaintiff';

function Harness({ approvedAdmin }: { approvedAdmin: boolean }) {
  const [comments, setComments] = useState<Comment[]>([]);
  return <ContractComments contractId={42} comments={comments} approvedAdmin={approvedAdmin} onChange={setComments} />;
}

function renderComments(approvedAdmin: boolean) {
  let next = 0;
  const stub = answerRequests(({ body }) => {
    next += 1;
    const input = body as { commentText: string; visible: boolean };
    return jsonResponse(200, [
      {
        id: next,
        commentText: input.commentText,
        visible: input.visible,
        dateComment: '2026-11-20T15:00:00.000Z',
        userId: 1,
        userName: 'Site Administrator',
        contractId: 42,
        commentAttachments: [],
      },
    ]);
  });
  signInAs(approvedAdmin ? 'Administrator' : 'Attorney');
  return { ...renderWithProviders(<Harness approvedAdmin={approvedAdmin} />), calls: stub.calls };
}

signOutAfterEach();

describe('ContractComments', () => {
  it("after posting, the text is cleared and 'Viewable by the attorney' is unticked again, and the audience is said plainly", async () => {
    const { user, calls } = renderComments(true);
    const box = screen.getByRole('checkbox', { name: 'Viewable by the attorney' });
    expect(box).not.toBeChecked();
    expect(screen.getByText(ONLY_ADMINS)).toBeInTheDocument();
    await user.click(box);
    // Viewable by the attorney means the counsel, not the plaintiff: the form says who.
    expect(screen.getByText(COUNSEL)).toBeInTheDocument();
    await user.type(screen.getByLabelText('New comment'), 'The check is in the mail');
    await user.click(screen.getByRole('button', { name: 'Add Comment' }));
    expect(await screen.findByText(CONTRACT_MESSAGES.commentAdded)).toBeInTheDocument();
    expect(calls[0]!.body).toMatchObject({ commentText: 'The check is in the mail', visible: true });

    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Viewable by the attorney' })).not.toBeChecked());
    expect(screen.getByLabelText('New comment')).toHaveValue('');
    expect(screen.getByText(ONLY_ADMINS)).toBeInTheDocument();
    // The next note, posted without touching the box, stays internal.
    await user.type(screen.getByLabelText('New comment'), 'Internal: liens');
    await user.click(screen.getByRole('button', { name: 'Add Comment' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.body).toMatchObject({ commentText: 'Internal: liens', visible: false });
  });

  it("a party's comment is always seen by the parties, and the form says so", () => {
    renderComments(false);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByText(PARTIES)).toBeInTheDocument();
  });

  it('says that a refused attachment was not saved, beside the comment that was', async () => {
    const stub = answerRequests(({ url }) =>
      url.pathname.endsWith('/uploadCommentAttachment')
        ? jsonResponse(415, { message: 'Unsupported file type' })
        : jsonResponse(200, [
            {
              id: 1,
              commentText: 'See the scan',
              visible: true,
              dateComment: '2026-11-20T15:00:00.000Z',
              userId: 1,
              userName: 'Ann Attorney',
              contractId: 42,
              commentAttachments: [],
            },
          ]),
    );
    signInAs('Attorney');
    const { user } = renderWithProviders(<Harness approvedAdmin={false} />);
    await user.type(screen.getByLabelText('New comment'), 'See the scan');
    // The picker's accept list only narrows the dialog: "All files" still lets a GIF through to the server.
    fireEvent.change(screen.getByLabelText('Attachment (optional)'), {
      target: { files: [new File(['GIF89a'], 'scan.gif', { type: 'image/gif' })] },
    });
    await user.click(screen.getByRole('button', { name: 'Add Comment' }));

    const form = screen.getByRole('form', { name: 'Add comment' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      `${CONTRACT_MESSAGES.attachmentNotSaved}: Unsupported file type`,
    );
    expect(screen.getByText('See the scan', { selector: 'p' })).toBeInTheDocument();
    // The banner says both: the comment is saved, its file is not.
    expect(screen.queryByText(CONTRACT_MESSAGES.commentAdded, { exact: true })).not.toBeInTheDocument();
    expect(
      screen.getByText(
        `${CONTRACT_MESSAGES.commentAdded} ${CONTRACT_MESSAGES.attachmentNotSaved}: Unsupported file type`,
      ),
    ).toBeInTheDocument();
    expect(stub.calls.map((c) => c.url.pathname.split('/').pop())).toEqual(['addComment', 'uploadCommentAttachment']);
  });

  it("fetches a comment's attachment when it is clicked, and saves it under its name", async () => {
    const file = makeAttachment({ id: 5, fileName: 'LF-2026-000042-comment-attachment.pdf' });
    const stub = answerRequests(() =>
      jsonResponse(200, { mimeType: 'application/pdf', base64Content: btoa('%PDF-1.4 r'), fileName: file.fileName }),
    );
    const created = jest.fn((_: Blob) => 'blob:attachment');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() });
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    signInAs('Attorney');
    const comment: Comment = {
      id: 9,
      commentText: 'Records',
      visible: true,
      dateComment: '2026-11-20T15:00:00.000Z',
      userId: 2,
      userName: 'Alice Attorney',
      contractId: 42,
      commentAttachments: [file],
    };
    const { user } = renderWithProviders(
      <ContractComments contractId={42} comments={[comment]} approvedAdmin={false} onChange={() => undefined} />,
    );
    expect(stub.calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: file.fileName }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    expect(stub.calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual(['GET /api/v1/Contract/42/attachment/5']);
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe(file.fileName);
    expect(await created.mock.calls[0]![0].text()).toBe('%PDF-1.4 r');
    clicked.mockRestore();
  });
});
