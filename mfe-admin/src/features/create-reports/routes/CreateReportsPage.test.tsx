import { jest } from '@jest/globals';
import { jsonResponse, renderWithProviders, screen, answerRequests, waitFor, within } from 'shared-ui/testing';
import { RAW_REPORT_FIELDS, REPORT_MESSAGES } from '@litfund/domain';
import { signInAsAdmin } from '../../../shared/users/testing/fixtures.ts';
import { CreateReportsPage } from './CreateReportsPage.tsx';
import { resetAfterTest } from '../../../shared/testing/reset.ts';

const FILE = {
  mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  base64Content: 'UEsDBA==',
  fileName: 'report.xlsx',
};

let clicked: string[];
beforeEach(() => {
  clicked = [];
  // jsdom has no object URLs and does not navigate: record which file each <a download> would save.
  URL.createObjectURL = jest.fn(() => 'blob:report') as typeof URL.createObjectURL;
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this.download);
  });
});
afterEach(resetAfterTest);

function renderPage() {
  signInAsAdmin();
  return renderWithProviders(<CreateReportsPage />, { route: '/create-reports' });
}

type User = ReturnType<typeof renderPage>['user'];

/** Types the form's From and To dates as a person would (MM/DD/YYYY). */
async function typeDates(user: User, form: HTMLElement, from: string, to: string) {
  await user.type(within(form).getByRole('textbox', { name: /^From/ }), from);
  await user.type(within(form).getByRole('textbox', { name: /^To\b/ }), to);
}

describe('CreateReportsPage', () => {
  it("says 'Please Login as Administrator!' without a session", () => {
    renderWithProviders(<CreateReportsPage />, { route: '/create-reports' });
    expect(screen.getByText('Please Login as Administrator!')).toBeInTheDocument();
  });

  it('requires the dates, periodicity, a contract type and a status before exporting', async () => {
    const { requests } = answerRequests(() => jsonResponse(200, FILE));
    const { user } = renderPage();
    const form = screen.getByRole('form', { name: 'Export Report' });
    await user.click(within(form).getByRole('button', { name: 'Export Report' }));
    for (const message of [
      REPORT_MESSAGES.fromRequired,
      REPORT_MESSAGES.toRequired,
      REPORT_MESSAGES.periodicityRequired,
      REPORT_MESSAGES.contractTypeRequired,
      REPORT_MESSAGES.contractStatusRequired,
    ]) {
      expect(await within(form).findByText(message)).toBeInTheDocument();
    }
    expect(requests).not.toHaveBeenCalled();
  });

  it('says From after To together with the missing choices, in one round', async () => {
    const { requests } = answerRequests(() => jsonResponse(200, FILE));
    const { user } = renderPage();
    const form = screen.getByRole('form', { name: 'Export Report' });
    await typeDates(user, form, '03/01/2026', '02/01/2026');
    await user.click(within(form).getByRole('button', { name: 'Export Report' }));
    for (const message of [
      REPORT_MESSAGES.fromAfterTo,
      REPORT_MESSAGES.periodicityRequired,
      REPORT_MESSAGES.contractTypeRequired,
      REPORT_MESSAGES.contractStatusRequired,
    ]) {
      expect(await within(form).findByText(message)).toBeInTheDocument();
    }
    expect(requests).not.toHaveBeenCalled();
  });

  it('sends the export request with dd/mm/yyyy dates and downloads the file', async () => {
    const { calls } = answerRequests(() => jsonResponse(200, FILE));
    const { user } = renderPage();
    const form = screen.getByRole('form', { name: 'Export Report' });
    await typeDates(user, form, '02/01/2026', '03/31/2026');
    await user.selectOptions(within(form).getByLabelText(/Periodicity/), 'quarterly');
    await user.click(within(form).getByText('Post Settlement'));
    await user.click(within(form).getByText('Paid Off'));
    await user.click(within(form).getByText('Check Sent'));
    await user.click(within(form).getByRole('button', { name: 'Export Report' }));
    await waitFor(() => expect(clicked).toEqual(['report.xlsx']));
    expect(calls[0]?.url.pathname).toBe('/api/v1/Report/createReport/report');
    expect(calls[0]?.body).toEqual({
      from: '01/02/2026',
      to: '31/03/2026',
      reportPriority: 'quarterly',
      contractType: ['postSettlement'],
      contractStatus: ['checkSent', 'paidOff'],
    });
  });

  it('requires at least one raw field, then sends the chosen ones', async () => {
    const { calls } = answerRequests(() => jsonResponse(200, FILE));
    const { user } = renderPage();
    const form = screen.getByRole('form', { name: 'Download Raw Data' });
    await typeDates(user, form, '01/01/2026', '01/31/2026');
    await user.click(within(form).getByRole('button', { name: 'Download Raw Data' }));
    expect(await within(form).findByText(REPORT_MESSAGES.fieldsRequired)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await user.click(within(form).getByText('Total Paid'));
    await user.click(within(form).getByText('Case ID'));
    await user.click(within(form).getByRole('button', { name: 'Download Raw Data' }));
    await waitFor(() => expect(clicked).toEqual(['report.xlsx']));
    expect(calls[0]?.url.pathname).toBe('/api/v1/Report/createReport/all');
    expect(calls[0]?.body).toEqual({
      from: '01/01/2026',
      to: '31/01/2026',
      exportPropertiesList: ['caseId', 'totalPaid'],
    });
  });

  it('asks for contracts inside their cancellation window only when ticked', async () => {
    const { calls } = answerRequests(() => jsonResponse(200, FILE));
    const { user } = renderPage();
    const form = screen.getByRole('form', { name: 'Download Raw Data' });
    await typeDates(user, form, '01/01/2026', '01/31/2026');
    await user.click(within(form).getByText('Case ID'));
    await user.click(within(form).getByRole('checkbox', { name: 'Only contracts that can still be cancelled today' }));
    await user.click(within(form).getByRole('button', { name: 'Download Raw Data' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({
      from: '01/01/2026',
      to: '31/01/2026',
      exportPropertiesList: ['caseId'],
      inCancellationWindow: true,
    });
  });

  it('selects all raw fields at once and clears them again', async () => {
    const { calls } = answerRequests(() => jsonResponse(200, FILE));
    const { user } = renderPage();
    const form = screen.getByRole('form', { name: 'Download Raw Data' });
    const boxes = () => within(within(form).getByRole('group', { name: 'Fields to export' })).getAllByRole('checkbox');
    const clearAll = within(form).getByRole('button', { name: 'Clear all fields to export' });
    expect(clearAll).toBeDisabled();
    await user.click(within(form).getByRole('button', { name: 'Select all fields to export' }));
    expect(boxes()).toHaveLength(RAW_REPORT_FIELDS.length);
    expect(boxes().every((box) => (box as HTMLInputElement).checked)).toBe(true);
    expect(within(form).getByRole('button', { name: 'Select all fields to export' })).toBeDisabled();
    await typeDates(user, form, '01/01/2026', '01/31/2026');
    await user.click(within(form).getByRole('button', { name: 'Download Raw Data' }));
    await waitFor(() => expect(clicked).toEqual(['report.xlsx']));
    expect(calls[0]?.body).toMatchObject({ exportPropertiesList: [...RAW_REPORT_FIELDS] });
    await user.click(clearAll);
    expect(boxes().some((box) => (box as HTMLInputElement).checked)).toBe(false);
  });

  it("shows 'Please Login as Administrator!' when the server refuses the session", async () => {
    answerRequests(() => jsonResponse(403, { message: 'You do not have access to this resource' }));
    const { user } = renderPage();
    const form = screen.getByRole('form', { name: 'Download Raw Data' });
    await typeDates(user, form, '01/01/2026', '01/31/2026');
    await user.click(within(form).getByText('Case ID'));
    await user.click(within(form).getByRole('button', { name: 'Download Raw Data' }));
    expect(await screen.findByText('Please Login as Administrator!')).toBeInTheDocument();
  });
});
