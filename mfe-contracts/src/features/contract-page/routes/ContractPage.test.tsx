import { jest } from '@jest/globals';
import {
  atPhoneWidth,
  lineBreaks,
  jsonResponse,
  renderWithProviders,
  screen,
  answerRequests,
  waitFor,
  within,
} from 'shared-ui/testing';
import { CONTRACT_MESSAGES, MESSAGES } from '@litfund/domain';
import {
  makeAttachment,
  makeChildContract,
  makeContract,
  makeUnfundedContract,
} from '../../../shared/testing/contract.ts';
import { renderSignedIn, signOutAfterEach } from '../../../shared/testing/render-page.tsx';
import { ContractPage } from './ContractPage.tsx';

signOutAfterEach();

const region = (name: string) => within(screen.getByRole('region', { name }));

/** An additional funds request on the contract (a child contract). */
const childRequest = makeChildContract({ identifier: 'LF-2026-000008' });

describe('ContractPage', () => {
  it('shows a funded contract to its attorney: Total Due as -$x, countdown, payments, MM-DD-YYYY dates, no admin sections', async () => {
    answerRequests(() => jsonResponse(200, makeContract()));
    renderSignedIn(<ContractPage />, { role: 'Attorney', id: 2, route: '/contract-page?42' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Case GA-77' })).toBeInTheDocument();
    expect(region('Summary').getByText('-$9,124.75')).toBeInTheDocument();
    expect(region('Summary').getByText('in 61 days')).toBeInTheDocument();
    expect(region('Funding').getByText('Check Sent').nextSibling).toHaveTextContent('$7,500.00 on 08-03-2026');
    expect(region('Payments').getByText('$250.25')).toBeInTheDocument();
    expect(region('Payments').getByText('11-10-2026')).toBeInTheDocument();
    expect(region('General Information').getByText('04-02-2026')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Responsible Users' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Attachments' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    // The risk rate is the funder's measure: not shown to the parties.
    expect(region('Summary').queryByText('Risk Rate')).not.toBeInTheDocument();
  });

  it("an additional-funds request's page says, once and alike, what was asked, approved and sent from its case", async () => {
    const request = makeUnfundedContract({
      id: 43,
      identifier: 'LF-2026-000043',
      parentContractId: 42,
      amountRequested: { amount: 1500, date: '2026-11-25T12:00:00.000Z', userId: 3, insertRate: null, contractId: 43 },
      contractStatus: [
        {
          id: 7,
          contractsStatus: 'WaitingApproval',
          dateChange: '2026-11-25T12:00:00.000Z',
          userId: 3,
          statusValue: null,
        },
        { id: 8, contractsStatus: 'CheckSent', dateChange: '2026-11-26T12:00:00.000Z', userId: 1, statusValue: 1500 },
      ],
    });
    answerRequests(() => jsonResponse(200, request));
    renderSignedIn(<ContractPage />, { role: 'Client', id: 3, route: '/contract-page?43' });
    const summary = within(await screen.findByRole('region', { name: 'Summary' }));
    expect(summary.getByText('Amount Requested').nextSibling).toHaveTextContent('$1,500.00');
    expect(summary.getByText('Funded').nextSibling).toHaveTextContent('$1,500.00');
    expect(summary.getByText(/as a tranche of its case/)).toHaveTextContent('on 11-26-2026, as a tranche of its case');
    expect(summary.getByRole('link', { name: 'On the case' })).toHaveAttribute('href', '/contract-page?42');
    // Nothing says it is unfunded or owes nothing of its own: no Funding with an empty check, no payments of its own.
    expect(screen.queryByText('Total Due shows once the check is sent')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Funding' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Payments' })).not.toBeInTheDocument();
    // The case's facts are the case's, read on its page, not a second copy here.
    const info = region('General Information');
    expect(info.queryByText('Date of Accident')).not.toBeInTheDocument();
    expect(info.getByRole('link', { name: "the case's page" })).toHaveAttribute('href', '/contract-page?42');
  });

  it('opens with a summary: status badge, Total Due, the day of the next price change, paid off, risk, parties', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-20T17:00:00.000Z'), doNotFake: ['setTimeout', 'queueMicrotask'] });
    try {
      // An older server's read: the days left only.
      answerRequests(() => jsonResponse(200, makeContract()));
      renderSignedIn(<ContractPage />, { role: 'Administrator', route: '/contract-page?42' });
      const heading = await screen.findByRole('heading', { level: 1, name: 'Case GA-77' });
      expect(within(heading.parentElement!).getByText('Check Sent')).toHaveAttribute('data-status', 'CheckSent');
      const summary = region('Summary');
      expect(summary.getByText('Total Due').nextSibling).toHaveTextContent('-$9,124.75');
      // 61 days after Nov 20, 2026 (the business day at 17:00 UTC)
      expect(summary.getByText('Next price change').nextSibling).toHaveTextContent('01-20-2027');
      expect(summary.getByText('in 61 days')).toBeInTheDocument();
      expect(summary.getByText('Paid Off').nextSibling).toHaveTextContent('$250.25');
      expect(summary.getByText('Risk Rate')).toBeInTheDocument();
      expect(summary.getByRole('link', { name: 'Carl Client' })).toBeInTheDocument();
      expect(summary.getByText('Attorney')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('says each figure once: the summary has what is owed, paid, the risk and the countdown; Funding how it went out', async () => {
    answerRequests(() => jsonResponse(200, makeContract()));
    renderSignedIn(<ContractPage />, { role: 'Administrator', route: '/contract-page?42' });
    const funding = within(await screen.findByRole('region', { name: 'Funding' }));
    for (const label of ['Total Due', 'Paid Off', 'Risk Rate', 'Next price change', 'Amount Requested'])
      expect(screen.getAllByText(label)).toHaveLength(1);
    for (const label of ['Total Due', 'Paid Off', 'Risk Rate', 'Days Until Price Increase'])
      expect(funding.queryByText(label)).not.toBeInTheDocument();
    expect(screen.getAllByText('-$9,124.75')).toHaveLength(1);
    expect(funding.getByText('Amount Requested')).toBeInTheDocument();
    expect(funding.getByText('Approved Amount')).toBeInTheDocument();
    expect(funding.getByText('Check Number')).toBeInTheDocument();
  });

  it('tells an administrator which state rules the price was checked against', async () => {
    answerRequests(() => jsonResponse(200, makeContract({ complianceCheck: 'Checked against Illinois rules v1' })));
    renderSignedIn(<ContractPage />, { role: 'Administrator', route: '/contract-page?42' });
    const funding = within(await screen.findByRole('region', { name: 'Funding' }));
    expect(funding.getByText('Checked against Illinois rules v1')).toBeInTheDocument();
  });

  it('the next price change gives the amount and the day when the read names them', async () => {
    answerRequests(() =>
      jsonResponse(200, makeContract({ nextPriceChange: { date: '2027-01-20T12:00:00.000Z', totalDue: 9874.75 } })),
    );
    renderSignedIn(<ContractPage />, { role: 'Attorney', id: 2, route: '/contract-page?42' });
    const summary = within(await screen.findByRole('region', { name: 'Summary' }));
    expect(summary.getByText('Next price change').nextSibling).toHaveTextContent('-$9,874.75');
    expect(summary.getByText('Next price change').nextSibling?.nextSibling).toHaveTextContent(
      'on 01-20-2027, in 61 days',
    );
    expect(summary.getByText('01-20-2027')).toHaveStyle({ whiteSpace: 'nowrap' });
  });

  it('a party sees no responsible users in the summary, and before the check the amount requested', async () => {
    answerRequests(() => jsonResponse(200, makeUnfundedContract({ daysBeforePriceIncrease: 0 })));
    renderSignedIn(<ContractPage />, { role: 'Client', id: 3, route: '/contract-page?42' });
    const summary = within(await screen.findByRole('region', { name: 'Summary' }));
    expect(summary.queryByText('Total Due')).not.toBeInTheDocument();
    expect(summary.getByText('Amount Requested')).toBeInTheDocument();
    expect(summary.getByText('Next price change').nextSibling).toHaveTextContent('—');
    expect(summary.queryByText('Attorney')).not.toBeInTheDocument();
  });

  it('shows each additional funds request as a card on a phone, its amount in full', async () => {
    answerRequests(() =>
      jsonResponse(200, makeContract({ childContracts: [{ ...childRequest, amountRequested: 125000 }] })),
    );
    const viewport = atPhoneWidth();
    try {
      renderSignedIn(<ContractPage />, { role: 'Administrator', route: '/contract-page?42' });
      await screen.findByRole('region', { name: 'Additional Funds Requests' });
      const requests = region('Additional Funds Requests');
      expect(requests.queryByRole('table')).not.toBeInTheDocument();
      const card = requests.getByRole('listitem');
      expect(within(card).getByRole('link', { name: 'LF-2026-000008' })).toHaveAttribute('href', '/contract-page?43');
      expect(within(card).getByText('Amount').nextElementSibling).toHaveTextContent('$125,000.00');
    } finally {
      viewport.restore();
    }
  });

  it('keeps dates and ids whole on a phone, and breaks an address after its @ and before its dots only', async () => {
    answerRequests(() =>
      jsonResponse(200, makeContract({ caseManager: 'manager@lexpartners.example', childContracts: [childRequest] })),
    );
    renderSignedIn(<ContractPage />, { role: 'Administrator', route: '/contract-page?42' });
    const funding = within(await screen.findByRole('region', { name: 'Funding' }));
    // A date's hyphens are line-break opportunities: the date is kept on one line ('08-03-' over '2026' before).
    expect(funding.getByText('08-03-2026')).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(region('Payments').getByText('11-10-2026')).toHaveStyle({ whiteSpace: 'nowrap' });
    const requests = region('Additional Funds Requests');
    expect(requests.getByText('LF-2026-000008')).toHaveStyle({ whiteSpace: 'nowrap' });
    // The request's id is a link that looks like one, as the lists' first column.
    const childLink = requests.getByRole('link', { name: 'LF-2026-000008' });
    expect(childLink).toHaveAttribute('href', '/contract-page?43');
    expect(childLink).toHaveStyle({ color: 'var(--chakra-colors-blue-700)' });
    expect(requests.getByText('06-12-2026')).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(region('Status').getByText('08-03-2026')).toHaveStyle({ whiteSpace: 'nowrap' });
    const general = region('General Information');
    expect(general.getByText('04-02-2026')).toHaveStyle({ whiteSpace: 'nowrap' });
    // The address may break only where a reader expects it: after the @, and in a long domain before a dot.
    const manager = general.getByText('Case Manager').nextElementSibling!;
    expect(manager).toHaveTextContent('manager@lexpartners.example');
    expect(lineBreaks(manager)).toBe('manager@|lexpartners|.example');
  });

  it('lists payments date first and amount last, right-aligned in tabular figures', async () => {
    answerRequests(() => jsonResponse(200, makeContract()));
    renderSignedIn(<ContractPage />, { role: 'Attorney', id: 2, route: '/contract-page?42' });
    const payments = within(await screen.findByRole('table', { name: 'Payments' }));
    expect(payments.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Date', 'Amount']);
    const [date, amount] = payments.getAllByRole('cell');
    expect(date).toHaveTextContent('11-10-2026');
    expect(amount).toHaveTextContent('$250.25');
    expect(amount).toHaveStyle({ textAlign: 'end' });
    expect(payments.getByText('$250.25')).toHaveStyle({ fontVariantNumeric: 'tabular-nums' });
  });

  it('hides Total Due before CheckSent and says No payments', async () => {
    answerRequests(() => jsonResponse(200, makeUnfundedContract({ daysBeforePriceIncrease: 0 })));
    renderSignedIn(<ContractPage />, { role: 'Client', id: 3, route: '/contract-page?id=42' });
    expect(await screen.findByText(CONTRACT_MESSAGES.noPayments)).toBeInTheDocument();
    expect(screen.queryByText('Total Due')).not.toBeInTheDocument();
    // The summary leads with the amount requested; Funding does not say it again until the check is sent.
    expect(screen.getAllByText('Amount Requested')).toHaveLength(1);
    expect(region('Summary').getByText('Amount Requested')).toBeInTheDocument();
    expect(region('Funding').getByText('Approved Amount')).toBeInTheDocument();
    // Nothing could be paid before the check went out: no value, not $0.00.
    expect(region('Summary').getByText('Paid Off').nextSibling).toHaveTextContent('—');
  });

  it("an Approved admin gets the Edit link, the admin sections and the parties' statistics and ratings", async () => {
    const { calls } = answerRequests(({ url }) =>
      url.pathname.endsWith('/getAvgRating')
        ? jsonResponse(200, { avgRating: url.pathname.includes('/2/') ? 3.5 : null })
        : jsonResponse(200, makeContract()),
    );
    renderSignedIn(<ContractPage />, { role: 'Administrator', route: '/contract-page?42' });
    const edit = await screen.findByRole('link', { name: 'Edit' });
    expect(edit).toHaveAttribute('href', '/edit-contract?42');
    // Drawn like the outline buttons beside it, not a bare word.
    expect(edit).toHaveStyle({ borderWidth: '1px', display: 'inline-flex' });
    expect(region('Responsible Users').getByRole('link', { name: 'Lex & Partners LLP' })).toHaveAttribute(
      'href',
      '/user-profile?4',
    );
    expect(region('Attachments').getAllByText('not uploaded')).toHaveLength(2);
    const insights = within(await screen.findByRole('region', { name: 'Statistics and Ratings' }));
    expect(
      await within(await insights.findByRole('region', { name: 'Attorney: Alice Attorney' })).findByText('3.5 of 5'),
    ).toBeInTheDocument();
    expect(insights.getByRole('region', { name: 'Client: Carl Client' })).toBeInTheDocument();
    expect(insights.getByRole('region', { name: 'Law Firm: Lex & Partners LLP' })).toBeInTheDocument();
    expect(
      calls
        .filter((c) => c.url.pathname.endsWith('/getAvgRating'))
        .map((c) => c.url.pathname)
        .sort(),
    ).toEqual([
      '/api/v1/Statistics/2/getAvgRating',
      '/api/v1/Statistics/3/getAvgRating',
      '/api/v1/Statistics/4/getAvgRating',
    ]);
  });

  it('requests additional funds as a child request of the case', async () => {
    const { calls } = answerRequests(({ method }) =>
      method === 'POST' ? jsonResponse(200, { id: 43 }) : jsonResponse(200, makeContract()),
    );
    const { user } = renderSignedIn(<ContractPage />, { role: 'Client', id: 3, route: '/contract-page?42' });
    await user.click(await screen.findByRole('button', { name: 'Request Additional Funds' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Request Additional Funds' }));
    await user.click(await dialog.findByRole('button', { name: 'Send Request' }));
    expect(dialog.getByText(CONTRACT_MESSAGES.wholeDollarsAboveZero)).toBeInTheDocument();
    // amountRequested is a whole number of dollars (docs/product.md), as the server checks it.
    await user.type(dialog.getByLabelText(/Amount/), '$1,234.5');
    await user.click(dialog.getByRole('button', { name: 'Send Request' }));
    expect(dialog.getByText(CONTRACT_MESSAGES.wholeDollarsAboveZero)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await user.clear(dialog.getByLabelText(/Amount/));
    await user.type(dialog.getByLabelText(/Amount/), '$1,750');
    await user.clear(dialog.getByLabelText(/Date/));
    await user.type(dialog.getByLabelText(/Date/), '11/20/2026');
    await user.click(dialog.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText(CONTRACT_MESSAGES.requestSent)).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url.pathname).toBe('/api/v1/Contract');
    expect(post.body).toEqual({
      caseId: 'GA-77',
      contractType: 'PreSettlement',
      parentContractId: 42,
      amountRequested: { amount: 1750, date: '2026-11-20T12:00:00.000Z', userId: 3 },
      contractClientDTO: { userId: 3 },
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('downloads the payoff statement as a file', async () => {
    answerRequests(({ url }) =>
      url.pathname.endsWith('/payoffStatement')
        ? jsonResponse(200, { mimeType: 'application/pdf', base64Content: btoa('%PDF-1.4 x'), fileName: 'payoff.pdf' })
        : jsonResponse(200, makeContract()),
    );
    const created = jest.fn(() => 'blob:payoff');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() });
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderSignedIn(<ContractPage />, { role: 'Attorney', id: 2, route: '/contract-page?42' });
    await user.click(await screen.findByRole('button', { name: 'Payoff Statement' }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    const anchor = clicked.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toBe('payoff.pdf');
    expect(created).toHaveBeenCalledWith(expect.any(Blob));
    clicked.mockRestore();
  });

  it('a not yet Approved admin sees the admin sections but no Edit link; no parties shows the empty texts', async () => {
    answerRequests(() => jsonResponse(200, makeContract({ contractAttorneyDTO: [], contractLawFirmDTO: [] })));
    renderSignedIn(<ContractPage />, { role: 'Administrator', status: 'New', route: '/contract-page?42' });
    await screen.findByRole('region', { name: 'Responsible Users' });
    expect(region('Responsible Users').getByText(CONTRACT_MESSAGES.noResponsibleAttorney)).toBeInTheDocument();
    expect(region('Responsible Users').getByText(CONTRACT_MESSAGES.noResponsibleLawFirm)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Attachments' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Statistics and Ratings' })).not.toBeInTheDocument();
  });

  it('keeps Total Due once CheckSent is in the history, whatever the latest status', async () => {
    const funded = makeContract();
    answerRequests(() =>
      jsonResponse(
        200,
        makeContract({
          contractStatus: [
            ...funded.contractStatus,
            {
              id: 3,
              contractsStatus: 'CheckCashed',
              dateChange: '2026-08-10T14:00:00.000Z',
              userId: 1,
              statusValue: null,
            },
          ],
        }),
      ),
    );
    renderSignedIn(<ContractPage />, { role: 'Client', id: 3, route: '/contract-page?42' });
    await screen.findByRole('region', { name: 'Summary' });
    expect(region('Summary').getByText('Total Due').nextSibling).toHaveTextContent('-$9,124.75');
    expect(region('Summary').getByText('in 61 days')).toBeInTheDocument();
  });

  it('sends a comment attachment as base64 after the comment (uploadCommentAttachment, type 0)', async () => {
    const withFile = [
      { ...makeContract().contractComments[0] },
      {
        id: 10,
        commentText: 'Bill',
        visible: true,
        dateComment: '2026-11-20T15:00:00.000Z',
        userId: 2,
        userName: 'Alice Attorney',
        contractId: 42,
        commentAttachments: [makeAttachment({ id: 4, fileName: 'bill.pdf' })],
      },
    ];
    const { calls } = answerRequests(({ method }) =>
      method === 'POST' ? jsonResponse(200, withFile) : jsonResponse(200, makeContract()),
    );
    const { user } = renderSignedIn(<ContractPage />, { role: 'Attorney', id: 2, route: '/contract-page?42' });
    await user.type(await screen.findByLabelText('New comment'), 'Bill');
    await user.upload(
      screen.getByLabelText('Attachment (optional)'),
      new File(['%PDF-1.4'], 'bill.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('button', { name: 'Add Comment' }));
    expect(await screen.findByText(CONTRACT_MESSAGES.commentAdded)).toBeInTheDocument();
    const upload = calls.find((c) => c.url.pathname === '/api/v1/Contract/42/uploadCommentAttachment')!;
    expect(upload.body).toEqual({
      fileName: 'bill.pdf',
      mimeType: 'application/pdf',
      documentBase64String: btoa('%PDF-1.4'),
      type: 0,
    });
    expect(screen.getByRole('button', { name: 'bill.pdf' })).toBeInTheDocument();
  });

  it("downloads a document on click from the contract's attachment route (the read carries no content)", async () => {
    const document = makeAttachment({ id: 7, type: 2, fileName: 'LF-2026-000042-client-contract.pdf' });
    const { calls } = answerRequests(({ url }) =>
      url.pathname.endsWith('/attachment/7')
        ? jsonResponse(200, {
            mimeType: 'application/pdf',
            base64Content: btoa('%PDF-1.4 c'),
            fileName: document.fileName,
          })
        : jsonResponse(200, makeContract({ attachments: [document] })),
    );
    const created = jest.fn((_: Blob) => 'blob:document');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() });
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderSignedIn(<ContractPage />, { role: 'Administrator', route: '/contract-page?42' });
    const attachments = within(await screen.findByRole('region', { name: 'Attachments' }));
    await user.click(attachments.getByRole('button', { name: document.fileName }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toContain('GET /api/v1/Contract/42/attachment/7');
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe(document.fileName);
    const blob = created.mock.calls[0]![0];
    expect([blob.type, await blob.text()]).toEqual(['application/pdf', '%PDF-1.4 c']);
    clicked.mockRestore();
  });

  it('an Approved admin marks a comment viewable by the attorney', async () => {
    const hidden = makeContract({ contractComments: [{ ...makeContract().contractComments[0]!, visible: false }] });
    const { calls } = answerRequests(({ method }) =>
      method === 'POST'
        ? jsonResponse(200, [{ ...hidden.contractComments[0], visible: true }])
        : jsonResponse(200, hidden),
    );
    const { user } = renderSignedIn(<ContractPage />, { role: 'Administrator', route: '/contract-page?42' });
    await user.click(await screen.findByRole('button', { name: 'Show to attorney' }));
    expect(await screen.findByRole('button', { name: 'Hide from attorney' })).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url.pathname).toBe('/api/v1/Contract/42/comments/9/visibility');
    expect(post.body).toEqual({ visible: true });
  });

  it('adds a comment; a failed load shows the page error', async () => {
    const { calls } = answerRequests(({ method }) =>
      method === 'POST'
        ? jsonResponse(200, [
            ...makeContract().contractComments,
            {
              id: 10,
              commentText: 'Thanks',
              visible: true,
              dateComment: '2026-11-20T15:00:00.000Z',
              userId: 3,
              userName: 'Carl Client',
              contractId: 42,
              commentAttachments: [],
            },
          ])
        : jsonResponse(200, makeContract()),
    );
    const { user, unmount } = renderSignedIn(<ContractPage />, { role: 'Client', id: 3, route: '/contract-page?42' });
    await user.type(await screen.findByLabelText('New comment'), 'Thanks');
    await user.click(screen.getByRole('button', { name: 'Add Comment' }));
    expect(await screen.findByText(CONTRACT_MESSAGES.commentAdded)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      commentText: 'Thanks',
      visible: true,
      contractId: 42,
    });
    expect(within(screen.getByRole('list', { name: 'Comments' })).getByText('Thanks')).toBeInTheDocument();
    unmount();
    answerRequests(() => jsonResponse(500, { message: 'Server error' }));
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<ContractPage />, { route: '/contract-page?42' });
    expect(await screen.findByRole('heading', { name: MESSAGES.noData })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    logged.mockRestore();
  });

  it.each(['/contract-page?999', '/contract-page?abc'])(
    "a contract that is missing or not the caller's (%s) is not found, with the way back and no Retry",
    async (route) => {
      answerRequests(() => jsonResponse(404, { message: 'Not found' }));
      const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      renderSignedIn(<ContractPage />, { role: 'Client', id: 3, route });
      // The page's one h1 says what is missing (not "Contract"), and says it once.
      expect(
        await screen.findByRole('heading', { level: 1, name: CONTRACT_MESSAGES.contractNotFound }),
      ).toBeInTheDocument();
      expect(screen.getAllByRole('heading', { name: CONTRACT_MESSAGES.contractNotFound })).toHaveLength(1);
      expect(screen.getByText(CONTRACT_MESSAGES.contractNotFoundHint)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to Case History' })).toHaveAttribute('href', '/contract-history');
      expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
      logged.mockRestore();
    },
  );

  it.each(['ClosedCaseLost', 'ClosedNotPaidOff', 'PaidOff'] as const)(
    'offers no Request Additional Funds on a %s contract',
    async (closing) => {
      const funded = makeContract();
      answerRequests(() =>
        jsonResponse(
          200,
          makeContract({
            contractStatus: [
              ...funded.contractStatus,
              { id: 3, contractsStatus: closing, dateChange: '2026-10-01T14:00:00.000Z', userId: 1, statusValue: null },
            ],
          }),
        ),
      );
      renderSignedIn(<ContractPage />, { role: 'Client', id: 3, route: '/contract-page?42' });
      await screen.findByRole('region', { name: 'Summary' });
      expect(screen.queryByRole('button', { name: 'Request Additional Funds' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Payoff Statement' })).toBeInTheDocument();
    },
  );

  it('offers no Request Additional Funds on a declined case, nor after a reduction or a cancellation', async () => {
    const declined = makeUnfundedContract();
    const cases = [
      makeUnfundedContract({
        contractStatus: [
          ...declined.contractStatus,
          { id: 3, contractsStatus: 'Declined', dateChange: '2026-08-05T14:00:00.000Z', userId: 1, statusValue: null },
        ],
      }),
      makeContract({ amountReduced: { amount: 6000, date: '2026-11-01T12:00:00.000Z' } }),
      makeContract({ cancelledOn: '2026-11-02T12:00:00.000Z', cancellableUntil: null }),
    ];
    for (const contract of cases) {
      answerRequests(() => jsonResponse(200, contract));
      const { unmount } = renderSignedIn(<ContractPage />, { role: 'Client', id: 3, route: '/contract-page?42' });
      await screen.findByRole('region', { name: 'Summary' });
      expect(screen.queryByRole('button', { name: 'Request Additional Funds' })).not.toBeInTheDocument();
      unmount();
    }
  });

  it('says until when the plaintiff may cancel while the window is open, and downloads the disclosure', async () => {
    const calls = answerRequests(({ url }) =>
      url.pathname.endsWith('/disclosure')
        ? jsonResponse(200, { mimeType: 'application/pdf', base64Content: btoa('%PDF-1.4 x'), fileName: 'd.pdf' })
        : jsonResponse(200, { ...makeContract(), cancellableUntil: '2026-09-14T12:00:00.000Z', cancelledOn: null }),
    ).calls;
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:d'), revokeObjectURL: jest.fn() });
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderSignedIn(<ContractPage />, { role: 'Client', id: 3, route: '/contract-page?42' });
    const summary = await screen.findByRole('region', { name: 'Summary' });
    expect(within(summary).getByText('Can be cancelled until 09-14-2026')).toBeInTheDocument();
    // One solid button in the header: the payoff statement once funded; the disclosure beside it is outlined.
    expect(screen.getByRole('button', { name: 'Payoff Statement' })).toHaveAttribute('data-primary', 'true');
    expect(screen.getByRole('button', { name: 'Disclosure' })).not.toHaveAttribute('data-primary');
    await user.click(screen.getByRole('button', { name: 'Disclosure' }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    expect(calls.some((c) => c.url.pathname === '/api/v1/Contract/42/disclosure')).toBe(true);
    clicked.mockRestore();
  });

  it('says when a contract was cancelled, and shows no window once it is closed to cancelling', async () => {
    answerRequests(() =>
      jsonResponse(200, { ...makeContract(), cancellableUntil: null, cancelledOn: '2026-09-04T12:00:00.000Z' }),
    );
    renderSignedIn(<ContractPage />, { role: 'Client', id: 3, route: '/contract-page?42' });
    const summary = await screen.findByRole('region', { name: 'Summary' });
    expect(summary).toHaveTextContent('Cancelled on 09-04-2026: the plaintiff owes the funded amount only');
    expect(summary).not.toHaveTextContent('Can be cancelled until');
  });

  it('offers no disclosure before an amount is approved', async () => {
    answerRequests(() => jsonResponse(200, { ...makeUnfundedContract(), amountApproved: null }));
    renderSignedIn(<ContractPage />, { role: 'Client', id: 3, route: '/contract-page?42' });
    await screen.findByRole('region', { name: 'Summary' });
    expect(screen.queryByRole('button', { name: 'Disclosure' })).not.toBeInTheDocument();
  });

  it('before the check there is no payoff statement to download', async () => {
    answerRequests(() => jsonResponse(200, makeUnfundedContract()));
    renderSignedIn(<ContractPage />, { role: 'Client', id: 3, route: '/contract-page?42' });
    await screen.findByRole('region', { name: 'Summary' });
    expect(screen.queryByRole('button', { name: 'Payoff Statement' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request Additional Funds' })).toBeInTheDocument();
  });

  it('an Approved admin reads the audit trail: who, what, when, before and after, ten at a time', async () => {
    const entry = (
      id: number,
      actionLabel: string,
      changes: Array<{ label: string; before: string; after: string }>,
    ) => ({
      id,
      at: '2026-11-20T15:04:00.000Z',
      actor: { userId: 1, userName: 'Site Administrator' },
      action: 'contract.x',
      actionLabel,
      changes,
    });
    const { calls } = answerRequests(({ url }) => {
      if (url.pathname === '/api/v1/Contract/42/audit') {
        return url.searchParams.get('page') === '1'
          ? jsonResponse(200, {
              page: 1,
              pageSize: 10,
              total: 11,
              entries: [
                entry(12, 'Recorded a payment', [{ label: 'Payments', before: '', after: '1 payment, $250.25' }]),
                ...Array.from({ length: 9 }, (_, i) =>
                  entry(11 - i, 'Edited the contract', [
                    { label: 'Claim number', before: `CL-${i}`, after: `CL-${i + 1}` },
                  ]),
                ),
              ],
            })
          : jsonResponse(200, { page: 2, pageSize: 10, total: 11, entries: [entry(1, 'Created the contract', [])] });
      }
      if (url.pathname.endsWith('/getAvgRating')) return jsonResponse(200, { avgRating: null });
      return jsonResponse(200, makeContract());
    });
    const { user } = renderSignedIn(<ContractPage />, { role: 'Administrator', route: '/contract-page?42' });
    const trail = within(await screen.findByRole('list', { name: 'Audit trail' }));
    const first = within(trail.getAllByRole('listitem').find((li) => li.textContent?.includes('Recorded a payment'))!);
    expect(first.getByText('11-20-2026 10:04 AM').parentElement).toHaveTextContent(
      /^11-20-2026 10:04 AM, Site Administrator$/,
    );
    expect(first.getByText('(none) → 1 payment, $250.25')).toBeInTheDocument();
    expect(trail.getByText('CL-0 → CL-1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View more' }));
    expect(await screen.findByText('Created the contract')).toBeInTheDocument();
    expect(screen.getByText('No visible change')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'View more' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.url.pathname.endsWith('/audit')).map((c) => c.url.search)).toEqual([
      '?page=1&pageSize=10',
      '?page=2&pageSize=10',
    ]);
  });

  it('parties never ask for the audit trail', async () => {
    const { calls } = answerRequests(() => jsonResponse(200, makeContract()));
    renderSignedIn(<ContractPage />, { role: 'Attorney', id: 2, route: '/contract-page?42' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Case GA-77' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Audit Trail' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.url.pathname.endsWith('/audit'))).toHaveLength(0);
  });
});
