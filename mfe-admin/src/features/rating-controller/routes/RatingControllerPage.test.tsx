import { jest } from '@jest/globals';
import { jsonResponse, renderWithProviders, screen, type ApiCall, answerRequests, within } from 'shared-ui/testing';
import { RATING_GROUP_INFO, RATING_MESSAGES, USER_RATING_TYPES } from '@litfund/domain';
import { fillFields, rowTexts } from '../../../shared/testing/tables-and-forms.ts';
import { RatingControllerPage } from './RatingControllerPage.tsx';
import { resetAfterTest } from '../../../shared/testing/reset.ts';

type Handler = (call: ApiCall) => Response | Promise<Response> | null;

const item = (id: number, from: number, to: number, star: number, userRatingType = 'avgDaysClose') => ({
  id,
  from,
  to,
  star,
  userRatingType,
});
const FIVE_ITEMS = [
  item(1, 0, 90, 5),
  item(2, 90.001, 180, 4),
  item(3, 180.001, 365, 3),
  item(4, 365.001, 730, 2),
  item(5, 730.001, 1000, 1),
];

/** GET getAll answers `groups[type]` (empty when absent); POSTs go to `onPost`. */
function stubServer(groups: Record<string, unknown[]> = {}, onPost: Handler = () => jsonResponse(500, {})) {
  return answerRequests((call) => {
    const type = /\/api\/v1\/UserRating\/getAll\/(\w+)$/.exec(call.url.pathname)?.[1];
    if (call.method === 'GET' && type) return jsonResponse(200, groups[type] ?? []);
    return onPost(call) ?? jsonResponse(404, { message: 'Not found' });
  });
}

const renderPage = () => renderWithProviders(<RatingControllerPage />, { route: '/rating-controller' });
type User = ReturnType<typeof renderPage>['user'];

const fill = (user: User, form: HTMLElement, from: string, to: string, star: string) =>
  fillFields(user, form, [
    [/^From/, from],
    [/^To/, to],
    [/^Star/, star],
  ]);
const posts = (calls: ApiCall[]) => calls.filter((c) => c.method === 'POST');

afterEach(resetAfterTest);

describe('RatingControllerPage', () => {
  it('shows the six groups in order with their definitions, loading them one after another', async () => {
    const { calls } = stubServer({ avgDaysClose: [item(2, 90.001, 180, 4), item(1, 0, 90, 5)] });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Avg Days to Close' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      RATING_GROUP_INFO.map((g) => g.title),
    );
    expect(screen.getByText('Total open days of closed cases divided by closed cases.')).toBeInTheDocument();
    expect(
      screen.getByText('((Total due minus amount reduced) divided by total due) divided by reduced cases.'),
    ).toBeInTheDocument();
    expect(rowTexts('Avg Days to Close items')).toEqual(['0905EditDelete', '90.0011804EditDelete']);
    expect(calls.map((c) => c.url.pathname)).toEqual(USER_RATING_TYPES.map((t) => `/api/v1/UserRating/getAll/${t}`));
    expect(screen.getAllByRole('form', { name: /^Add / })).toHaveLength(6);
  });

  it("adds a 6th item, says so, and then hides the group's add form", async () => {
    const { calls } = stubServer({ avgDaysClose: FIVE_ITEMS }, () => jsonResponse(200, 42));
    const { user } = renderPage();
    const form = await screen.findByRole('form', { name: 'Add Avg Days to Close item' });
    await fill(user, form, '1000.001', '5000', '0');
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('User Rating added successfully')).toBeInTheDocument();
    expect(posts(calls)[0]?.url.pathname).toBe('/api/v1/UserRating');
    expect(posts(calls)[0]?.body).toEqual({ from: 1000.001, to: 5000, star: 0, userRatingType: 'avgDaysClose' });
    expect(rowTexts('Avg Days to Close items')).toHaveLength(6);
    expect(screen.queryByRole('form', { name: 'Add Avg Days to Close item' })).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Add Total Cases Lost item' })).toBeInTheDocument();
  });

  it('refuses a star the group already has, without calling the server', async () => {
    const { calls } = stubServer({ avgDaysClose: FIVE_ITEMS });
    const { user } = renderPage();
    const form = await screen.findByRole('form', { name: 'Add Avg Days to Close item' });
    await fill(user, form, '2000', '3000', '4');
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await within(form).findByText('This rating star already exists')).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
  });

  it("shows the server's 409 when another administrator took the star first", async () => {
    stubServer({}, () => jsonResponse(409, { message: 'This rating star already exists' }));
    const { user } = renderPage();
    const form = await screen.findByRole('form', { name: 'Add % Cases Lost item' });
    await fill(user, form, '0', '0.05', '5');
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('This rating star already exists')).toBeInTheDocument();
  });

  it('refuses a star above 5: "Star rating can\'t be more than 5"', async () => {
    const { calls } = stubServer();
    const { user } = renderPage();
    const form = await screen.findByRole('form', { name: 'Add Total Cases Lost item' });
    await fill(user, form, '0', '1', '6');
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await within(form).findByText("Star rating can't be more than 5")).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
  });

  it('says every error of the form at once: From later than To beside a missing star', async () => {
    const { calls } = stubServer();
    const { user } = renderPage();
    const form = await screen.findByRole('form', { name: 'Add Total Cases Lost item' });
    await fillFields(user, form, [
      [/^From/, '5'],
      [/^To/, '1'],
    ]);
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await within(form).findByText(RATING_MESSAGES.fromAfterTo)).toBeInTheDocument();
    expect(within(form).getByText('Star is required')).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
  });

  it('edits an item inline (keeping its own star) and says so', async () => {
    const { calls } = stubServer({ avgDaysClose: FIVE_ITEMS }, (call) =>
      jsonResponse(200, { ...(call.body as object), id: 1, userRatingType: 'avgDaysClose' }),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Avg Days to Close item 0-90' }));
    const form = screen.getByRole('form', { name: 'Edit Avg Days to Close item 0-90' });
    await fill(user, form, '0', '60.5', '5');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Successfully updated')).toBeInTheDocument();
    expect(posts(calls)[0]?.url.pathname).toBe('/api/v1/UserRating/update/1');
    expect(posts(calls)[0]?.body).toEqual({ from: 0, to: 60.5, star: 5 });
    expect(rowTexts('Avg Days to Close items')[0]).toBe('060.55EditDelete');
  });

  it('asks first, naming the item, and deletes nothing on Cancel', async () => {
    const { calls } = stubServer({ avgDaysClose: FIVE_ITEMS });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete Avg Days to Close item 0-90' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete rating item' });
    expect(dialog).toHaveAccessibleDescription('Delete the Avg Days to Close item 0-90 (5 stars)?');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
    expect(rowTexts('Avg Days to Close items')).toHaveLength(5);
  });

  it('deletes an item once confirmed and says so; a failed delete says "There was an error while deleting"', async () => {
    let fail = false;
    const { calls } = stubServer({ avgDaysClose: FIVE_ITEMS }, () =>
      fail ? jsonResponse(404, { message: 'Rating item not found' }) : jsonResponse(200, { id: 5 }),
    );
    const { user } = renderPage();
    const confirmDelete = async (name: string) => {
      await user.click(screen.getByRole('button', { name }));
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    };
    await screen.findByRole('button', { name: 'Delete Avg Days to Close item 730.001-1000' });
    await confirmDelete('Delete Avg Days to Close item 730.001-1000');
    expect(await screen.findByText('Successfully removed')).toBeInTheDocument();
    expect(posts(calls)[0]?.url.pathname).toBe('/api/v1/UserRating/delete/5');
    expect(rowTexts('Avg Days to Close items')).toHaveLength(4);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fail = true;
    await confirmDelete('Delete Avg Days to Close item 0-90');
    expect(await screen.findByText('There was an error while deleting')).toBeInTheDocument();
    expect(rowTexts('Avg Days to Close items')).toHaveLength(4);
  });

  it("says 'An error has occurred on the server' when the groups cannot be read", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answerRequests(() => jsonResponse(500, { message: 'boom' }));
    renderPage();
    expect((await screen.findAllByText('An error has occurred on the server')).length).toBeGreaterThan(0);
  });
});
