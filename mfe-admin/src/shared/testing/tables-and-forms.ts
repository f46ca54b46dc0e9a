import { screen, within, type renderWithProviders } from 'shared-ui/testing';

type Typist = ReturnType<typeof renderWithProviders>['user'];

/** The body rows of the named table (its header row left out). */
export const bodyRows = (name: string) => within(screen.getByRole('table', { name })).getAllByRole('row').slice(1);

/** Each body row's text, e.g. '018020%Edit'. */
export const rowTexts = (name: string) => bodyRows(name).map((row) => row.textContent);

/** Types each text into the form's field with that label, replacing what it held. */
export async function fillFields(user: Typist, form: HTMLElement, entries: ReadonlyArray<readonly [RegExp, string]>) {
  for (const [label, text] of entries) {
    // user-event keeps its own copy of a field's text, which a form reset does not update
    await user.clear(within(form).getByLabelText(label));
    await user.type(within(form).getByLabelText(label), text);
  }
}
