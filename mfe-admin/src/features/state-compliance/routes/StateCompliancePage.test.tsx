import { answerRequests, jsonResponse, renderWithProviders, screen, within } from 'shared-ui/testing';
import {
  STATE_LAWS,
  ruleToWire,
  type ComplianceReportWire,
  type ComplianceStateWire,
  type OverrideWire,
} from '@litfund/domain';
import { resetAfterTest } from '../../../shared/testing/reset.ts';
import { StateCompliancePage } from './StateCompliancePage.tsx';

afterEach(resetAfterTest);

const illinoisLaw = STATE_LAWS.find((law) => law.state === 'IL')!;
const illinois = (override: ComplianceStateWire['override'] = null): ComplianceStateWire => ({
  key: 'IL',
  name: 'Illinois',
  statute: illinoisLaw.statute,
  rules: illinoisLaw.rules.map(ruleToWire),
  unknown: [],
  none: [],
  override,
  inForce: illinoisLaw.rules.map(ruleToWire),
});
const STATES = [
  { key: 'IL', name: 'Illinois', statute: illinoisLaw.statute, overridden: false },
  { key: 'WA', name: 'Washington', statute: null, overridden: false },
];
const REPORT: ComplianceReportWire = [
  {
    setId: 7,
    state: { key: 'IL', name: 'Illinois' },
    ruleId: 'IL.chargeCap',
    citation: '815 ILCS 121/25',
    message: 'Illinois law (815 ILCS 121/25) allows at most 18% of the funded amount per 6 months: ...',
    since: '2026-11-20',
  },
];

/** The API: the state list, Illinois, the report; POST override answers `onSave`. */
function api(onSave: (body: OverrideWire) => Response = () => jsonResponse(200, illinois())) {
  return answerRequests((call) => {
    const path = call.url.pathname.replace('/api/v1/', '');
    if (path === 'Compliance/states') return jsonResponse(200, STATES);
    if (path === 'Compliance/states/IL') return jsonResponse(200, illinois());
    if (path === 'Compliance/report') return jsonResponse(200, REPORT);
    if (path === 'Compliance/states/IL/override') return onSave(call.body as OverrideWire);
    return jsonResponse(404, { message: 'Not found' });
  });
}

describe('StateCompliancePage', () => {
  it("shows a chosen state's rules in words with citation, effective day and version, and the report", async () => {
    api();
    const { user } = renderWithProviders(<StateCompliancePage />, { route: '/state-compliance' });
    const report = await screen.findByRole('list', { name: 'Rate sets that break a rule' });
    expect(within(report).getByRole('link', { name: 'Illinois rate set' })).toHaveAttribute(
      'href',
      '/update-interest-rate?7',
    );
    expect(within(report).getByText('815 ILCS 121/25 · since 11-20-2026')).toBeInTheDocument();

    await user.selectOptions(await screen.findByRole('combobox', { name: 'State' }), 'IL');
    const rules = await screen.findByRole('list', { name: 'Illinois rules' });
    const cap = within(rules).getByText('At most 18% of the funded amount per 6 months').closest('li')!;
    expect(cap).toHaveTextContent('815 ILCS 121/25 · in force when researched (no date verified) · version 1');
    expect(within(rules).getByText('No charges after 42 months')).toBeInTheDocument();
    expect(screen.getByText(/^Statute: 815 ILCS 121/)).toBeInTheDocument();
  });

  it('refuses a looser setting with the statute named, without asking the server', async () => {
    const { calls } = api();
    const { user } = renderWithProviders(<StateCompliancePage />, { route: '/state-compliance?state=IL' });
    await user.type(await screen.findByRole('textbox', { name: 'Cap on charges (%)' }), '20');
    await user.click(screen.getByRole('button', { name: 'Save setting' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Illinois law (815 ILCS 121/25) allows at most 18% of the funded amount per 6 months; a setting may be stricter, never looser: 20% is above it.',
    );
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('saves a stricter setting and shows what is in force, and shows a refusal of the server', async () => {
    let answer: Response | null = jsonResponse(400, { message: 'The server says no' });
    const { calls } = api(() => answer!);
    const { user } = renderWithProviders(<StateCompliancePage />, { route: '/state-compliance?state=IL' });
    await user.type(await screen.findByRole('textbox', { name: 'No charges after (months)' }), '36');
    await user.click(screen.getByRole('button', { name: 'Save setting' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The server says no');

    const inForce = illinoisLaw.rules
      .map(ruleToWire)
      .map((rule) =>
        rule.kind === 'chargeTerm'
          ? { ...rule, text: 'no charges after 36 months', source: 'override' as const }
          : rule,
      );
    answer = jsonResponse(200, {
      ...illinois(),
      override: {
        capPercent: null,
        capPeriodMonths: null,
        termMonths: 36,
        cancellationBusinessDays: null,
        updatedAt: '2026-11-20T15:00:00.000Z',
      },
      inForce,
    });
    await user.click(screen.getByRole('button', { name: 'Save setting' }));
    const today = await screen.findByRole('list', { name: 'In force today' });
    expect(within(today).getByText('No charges after 36 months').closest('li')).toHaveTextContent('Stricter setting');
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.at(-1)!.body).toEqual({
      capPercent: null,
      capPeriodMonths: null,
      termMonths: 36,
      cancellationBusinessDays: null,
    });
    expect(screen.getByRole('button', { name: 'Use the statute only' })).toBeInTheDocument();
  });
});
