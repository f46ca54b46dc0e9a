import { jest } from '@jest/globals';
import { Route, Routes } from 'shared-ui';
import {
  jsonResponse,
  renderWithProviders,
  screen,
  type ApiCall,
  answerRequests,
  waitFor,
  within,
} from 'shared-ui/testing';
import { fillFields, rowTexts } from '../../../shared/testing/tables-and-forms.ts';
import { GEORGIA_SET } from '../testing/fixtures.ts';
import { UpdateInterestRatePage } from './UpdateInterestRatePage.tsx';
import { resetAfterTest } from '../../../shared/testing/reset.ts';

type Handler = (call: ApiCall) => Response | Promise<Response>;

function stubServer(onPost: Handler) {
  return answerRequests((call) => {
    if (call.method === 'GET' && call.url.pathname === '/api/v1/Interest/7') return jsonResponse(200, GEORGIA_SET);
    if (call.method === 'GET') return jsonResponse(404, { message: 'Not found' });
    return onPost(call);
  });
}

function renderUpdate(route = '/update-interest-rate?7') {
  return renderWithProviders(
    <Routes>
      <Route path="/update-interest-rate" element={<UpdateInterestRatePage />} />
    </Routes>,
    { route },
  );
}

type User = ReturnType<typeof renderUpdate>['user'];

const fill = (user: User, form: HTMLElement, from: string, to: string, rate: string) =>
  fillFields(user, form, [
    [/From day/, from],
    [/To day/, to],
    [/Rate %/, rate],
  ]);

afterEach(resetAfterTest);

describe('UpdateInterestRatePage', () => {
  it.each(['/update-interest-rate?7', '/update-interest-rate?id=7'])(
    '%s shows the state name and key and both schedules',
    async (route) => {
      stubServer(() => jsonResponse(500, {}));
      renderUpdate(route);
      expect(await screen.findByRole('heading', { name: 'Georgia' })).toBeInTheDocument();
      expect(screen.getByText('GA')).toBeInTheDocument();
      expect(rowTexts('Pre-Settlement ranges')).toEqual(['018020%Edit', '18136540%Edit']);
      expect(rowTexts('Post-Settlement ranges')).toEqual(['06010%Edit']);
    },
  );

  it('posts an added range at once and says so', async () => {
    const { calls } = stubServer(() => jsonResponse(200, { id: 20, daysFrom: 366, daysTo: 730, rate: 60 }));
    const { user } = renderUpdate();
    const form = await screen.findByRole('form', { name: 'Add Pre-Settlement range' });
    await fill(user, form, '366', '730', '60');
    await user.click(within(form).getByRole('button', { name: 'Add range' }));
    expect(
      await screen.findByText('New pre settlement Interest Rate has been successfully created'),
    ).toBeInTheDocument();
    expect(rowTexts('Pre-Settlement ranges')).toEqual(['018020%Edit', '18136540%Edit', '36673060%Edit']);
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url.pathname).toBe('/api/v1/Interest/assign/7/preSettlement');
    expect(post.body).toEqual({ daysFrom: 366, daysTo: 730, rate: 60 });
  });

  it('removes the added range again when the server answers 400, with its message', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { calls } = stubServer(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    const { user } = renderUpdate();
    const form = await screen.findByRole('form', { name: 'Add Post-Settlement range' });
    await fill(user, form, '30', '90', '5');
    await user.click(within(form).getByRole('button', { name: 'Add range' }));
    // shown at once, before the server answers
    await waitFor(() => expect(rowTexts('Post-Settlement ranges')).toEqual(['06010%Edit', '30905%Edit']));
    answer(jsonResponse(400, { message: 'A post-settlement range must end by day 60' }));
    expect(await screen.findByText('A post-settlement range must end by day 60')).toBeInTheDocument();
    expect(rowTexts('Post-Settlement ranges')).toEqual(['06010%Edit']);
    expect(calls.find((c) => c.method === 'POST')!.url.pathname).toBe('/api/v1/Interest/assign/7/postSettlement');
  });

  it("says an overlapping range's one message once, by the schedule's form", async () => {
    const message = 'Days 100-200 overlap another pre-settlement range (days 0-180)';
    stubServer(() => jsonResponse(400, { message, errors: [{ path: 'preSettlements', message }] }));
    const { user } = renderUpdate();
    const form = await screen.findByRole('form', { name: 'Add Pre-Settlement range' });
    await fill(user, form, '100', '200', '30');
    await user.click(within(form).getByRole('button', { name: 'Add range' }));
    const section = screen.getByRole('region', { name: 'Pre-Settlement' });
    expect(await within(section).findByRole('alert')).toHaveTextContent(message);
    expect(screen.getAllByText(message)).toHaveLength(1);
    expect(within(screen.getByRole('region', { name: 'Post-Settlement' })).queryByRole('alert')).toBeNull();
    expect(rowTexts('Pre-Settlement ranges')).toEqual(['018020%Edit', '18136540%Edit']);
  });

  it('edits a range inline and says so', async () => {
    const { calls } = stubServer((call) => jsonResponse(200, { ...(call.body as object) }));
    const { user } = renderUpdate();
    await user.click(await screen.findByRole('button', { name: 'Edit Pre-Settlement range days 181-365' }));
    const form = screen.getByRole('form', { name: 'Edit Pre-Settlement range days 181-365' });
    expect(within(form).getByLabelText(/Rate %/)).toHaveValue(40);
    await fill(user, form, '181', '400', '42.5');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Interest Rate successfuly edited')).toBeInTheDocument();
    expect(rowTexts('Pre-Settlement ranges')).toEqual(['018020%Edit', '18140042.5%Edit']);
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url.pathname).toBe('/api/v1/Interest/update/preSettlement/2');
    expect(post.body).toEqual({ daysFrom: 181, daysTo: 400, rate: 42.5, id: 2 });
  });

  it('restores the old values when an edit fails, with the message', async () => {
    stubServer(() =>
      jsonResponse(400, {
        message: 'Rate 5% is lower than the rate of an earlier pre-settlement range (20% for days 0-180)',
      }),
    );
    const { user } = renderUpdate();
    await user.click(await screen.findByRole('button', { name: 'Edit Pre-Settlement range days 181-365' }));
    const form = screen.getByRole('form', { name: 'Edit Pre-Settlement range days 181-365' });
    await fill(user, form, '181', '365', '5');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Rate 5% is lower than the rate/)).toBeInTheDocument();
    expect(rowTexts('Pre-Settlement ranges')).toEqual(['018020%Edit', '18136540%Edit']);
  });

  it("shows the server's message for an unknown set", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    stubServer(() => jsonResponse(500, {}));
    renderUpdate('/update-interest-rate?8');
    expect((await screen.findAllByText('Not found')).length).toBeGreaterThan(0);
  });
});
