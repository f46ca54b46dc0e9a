import { useNotification } from 'shared-ui';
import { jsonResponse, renderWithProviders, screen, answerRequests, within } from 'shared-ui/testing';
import { LAW_FIRM_MEMBERSHIP_MESSAGES as M, type LawFirmMember } from '@litfund/domain';
import { pendingClaim } from '../../../shared/testing/users.ts';
import { LawFirmMembersSection } from './LawFirmMembersSection.tsx';

const claim = pendingClaim;
const member: LawFirmMember = {
  ...claim,
  id: 32,
  userId: 8,
  firstName: 'Bob',
  lastName: 'Brief',
  email: 'bob@lex.test',
  startDate: '2021-01-01T12:00:00.000Z',
  state: 'confirmed',
};

afterEach(() => {
  useNotification.getState().close();
});

/** GET answers `members`; a decision answers the list with that link decided. */
function stubMembers(members: LawFirmMember[]) {
  let current = members;
  return answerRequests((call) => {
    if (call.method === 'GET') return jsonResponse(200, current);
    const [, linkId, decision] = /lawFirmMembers\/(\d+)\/(\w+)$/.exec(call.url.pathname) ?? [];
    current = current.flatMap((m) => {
      if (m.id !== Number(linkId)) return [m];
      if (decision === 'decline') return [];
      return [
        decision === 'confirm'
          ? { ...m, state: 'confirmed' as const }
          : { ...m, present: false, endDate: '2026-11-25T12:00:00.000Z' },
      ];
    });
    return jsonResponse(200, current);
  });
}

describe('LawFirmMembersSection', () => {
  it('shows a claim plainly as awaiting confirmation, and confirms it', async () => {
    const { calls } = stubMembers([claim, member]);
    const { user } = renderWithProviders(<LawFirmMembersSection firmId={4} />);
    const row = await screen.findByRole('listitem', { name: 'Ada Lovelace' });
    expect(within(row).getByText(M.awaitingConfirmation)).toBeInTheDocument();
    // The claimant's address tells two people of one name apart.
    expect(within(row).getByText('ada@lex.test')).toBeInTheDocument();
    expect(
      within(screen.getByRole('listitem', { name: 'Bob Brief' })).queryByText(M.awaitingConfirmation),
    ).not.toBeInTheDocument();
    expect(calls[0]!.url.pathname).toBe('/api/v1/User/4/lawFirmMembers');

    await user.click(within(row).getByRole('button', { name: 'Confirm Ada Lovelace' }));

    expect(await screen.findByText(M.confirmed)).toBeInTheDocument();
    expect(calls.at(-1)!.method).toBe('POST');
    expect(calls.at(-1)!.url.pathname).toBe('/api/v1/User/lawFirmMembers/31/confirm');
    const confirmed = screen.getByRole('listitem', { name: 'Ada Lovelace' });
    expect(within(confirmed).queryByText(M.awaitingConfirmation)).not.toBeInTheDocument();
    expect(within(confirmed).getByRole('button', { name: 'End membership of Ada Lovelace' })).toBeInTheDocument();
  });

  it('declines a claim and ends a membership', async () => {
    const { calls } = stubMembers([claim, member]);
    const { user } = renderWithProviders(<LawFirmMembersSection firmId={4} />);
    await user.click(await screen.findByRole('button', { name: 'Decline Ada Lovelace' }));
    expect(await screen.findByText(M.declinedDone)).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Ada Lovelace' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'End membership of Bob Brief' }));
    // Asked first, naming the member, with Cancel focused; Cancel changes nothing.
    let dialog = screen.getByRole('dialog', { name: 'End the membership of Bob Brief?' });
    expect(dialog).toHaveTextContent(M.endConsequence);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    const before = calls.length;
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toHaveLength(before);

    await user.click(screen.getByRole('button', { name: 'End membership of Bob Brief' }));
    dialog = screen.getByRole('dialog', { name: 'End the membership of Bob Brief?' });
    await user.click(within(dialog).getByRole('button', { name: 'End membership' }));
    expect(await screen.findByText(M.ended)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.at(-1)!.url.pathname).toBe('/api/v1/User/lawFirmMembers/32/end');
    expect(
      within(screen.getByRole('listitem', { name: 'Bob Brief' })).getByText('01-01-2021 to 11-25-2026'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /End membership/ })).not.toBeInTheDocument();
  });

  it('says so when the firm has no members', async () => {
    answerRequests(() => jsonResponse(200, []));
    renderWithProviders(<LawFirmMembersSection firmId={4} />);
    expect(await screen.findByText(M.noMembers)).toBeInTheDocument();
  });

  it("shows the server's refusal of a decision", async () => {
    answerRequests((call) =>
      call.method === 'GET' ? jsonResponse(200, [claim]) : jsonResponse(409, { message: M.notPending }),
    );
    const { user } = renderWithProviders(<LawFirmMembersSection firmId={5} />);
    await user.click(await screen.findByRole('button', { name: 'Confirm Ada Lovelace' }));
    expect(await screen.findByText(M.notPending)).toBeInTheDocument();
  });
});
