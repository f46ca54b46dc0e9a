import { useEffect, useId, useState } from 'react';
import {
  Button, ErrorState, Field, HStack, LoadingState, NativeSelect, PageCard, Separator, Stack, Text, TextField,
  getErrorMessage, useLocation, useNotification, useSession, useStates, useZodForm, fireAndForget,
} from 'shared-ui';
import { MESSAGES, USER_STATUSES, formatDisplayDate, type User } from '@litfund/domain';
import { getAdminUser, updateAdminUser } from '../../users/api/admin-users.ts';
import { parseRouteId } from '@litfund/domain';
import { applyEditForm, editUserFormSchema, userToEditForm, type EditUserFormValues } from '../../users/api/user-form.ts';
import { PersonalFields } from '../../users/components/PersonalFields.tsx';
import { Section } from 'shared-ui';
import { SimpleDialog } from 'shared-ui';
import { AssociatedCases } from '../components/AssociatedCases.tsx';
import { fullName } from '../../users/components/UserTable.tsx';
import { CommentsSection } from '../components/CommentsSection.tsx';
import { LawFirmsEditor } from '../components/LawFirmsEditor.tsx';

export const BLOCK_QUESTION = 'Are you sure you want to block this user?';

/** 'Status changed on MM-DD-YYYY by Name' (docs/product.md). */
export function statusChangeText(user: User): string | null {
  const { date, approvedByUserName } = user.userStatus ?? {};
  if (!date) return null;
  return `Status updated ${formatDisplayDate(date)}${approvedByUserName ? ` by ${approvedByUserName}` : ''}`;
}

function UserInfoForm({ user, formId, onSaved }: { user: User; formId: string; onSaved: (user: User) => void }) {
  const notify = useNotification((s) => s.notify);
  const states = useStates((s) => s.states);
  const { register, handleSubmit, formState, reset } = useZodForm(editUserFormSchema, { defaultValues: userToEditForm(user) });
  const { errors } = formState;
  useEffect(() => reset(userToEditForm(user)), [user, reset]);

  const onSubmit = async (values: EditUserFormValues) => {
    try {
      const saved = await updateAdminUser(applyEditForm(user, values, states));
      onSaved(saved);
      notify(MESSAGES.dataChanged, 'success');
    } catch (error) {
      console.error('Save user failed', error);
      notify(await getErrorMessage(error), 'error');
    }
  };
  const changed = statusChangeText(user);

  return (
    <form id={formId} noValidate aria-label="User info" onSubmit={fireAndForget(handleSubmit(onSubmit))}>
      <Stack gap="4">
        <HStack gap="4" align="start" wrap={{ base: 'wrap', md: 'nowrap' }}>
          <Field.Root>
            <Field.Label>Status</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('status')}>
                {USER_STATUSES.map((status) => (
                  <option key={status} value={status}>{status}</option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {changed ? <Field.HelperText data-testid="status-change">{changed}</Field.HelperText> : null}
          </Field.Root>
          <TextField label="Additional interest rate, % (optional)" inputMode="decimal" error={errors.additionalFee?.message} {...register('additionalFee')} />
        </HStack>
        <PersonalFields register={register} errors={errors} />
      </Stack>
    </form>
  );
}

function EditUser({ id }: { id: number }) {
  const notify = useNotification((s) => s.notify);
  const formId = useId();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ status: 'loading' } | { status: 'error'; message: string } | { status: 'success'; user: User }>({ status: 'loading' });
  const [confirming, setConfirming] = useState(false);
  const [blocking, setBlocking] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    getAdminUser(id, controller.signal).then(
      (user) => setState({ status: 'success', user }),
      async (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = await getErrorMessage(error);
        console.error('User read failed', error);
        notify(message, 'error');
        setState({ status: 'error', message });
      },
    );
    return () => controller.abort();
  }, [id, attempt, notify]);

  if (state.status === 'loading') return <LoadingState label="Loading the user" />;
  if (state.status === 'error') return <ErrorState heading={MESSAGES.noData} message={state.message} onRetry={() => setAttempt((n) => n + 1)} />;
  const { user } = state;
  const setUser = (next: User) => setState({ status: 'success', user: next });

  const block = async () => {
    setBlocking(true);
    try {
      setUser(await updateAdminUser({ ...user, banned: true, userStatus: { ...user.userStatus, userStatusesValue: 'Rejected' } }));
      notify(MESSAGES.dataChanged, 'success');
      setConfirming(false);
    } catch (error) {
      console.error('Block user failed', error);
      notify(await getErrorMessage(error), 'error');
    } finally {
      setBlocking(false);
    }
  };

  return (
    <Stack gap="8">
      <Text color="fg.muted">{`${fullName(user)} (${user.email})`}</Text>
      <Section title="User Info">
        <UserInfoForm user={user} formId={formId} onSaved={setUser} />
      </Section>
      <Separator />
      <Section title="Law Firms">
        <LawFirmsEditor user={user} onChange={setUser} />
      </Section>
      <Separator />
      <Section title="Associated Cases and Clients">
        <AssociatedCases user={user} onChange={setUser} />
      </Section>
      <Separator />
      <Section title="Comments">
        <CommentsSection userId={user.id} />
      </Section>
      <HStack gap="4">
        <Button colorPalette="red" variant="outline" onClick={() => setConfirming(true)}>Block User</Button>
        <Button type="submit" form={formId} colorPalette="blue">Save</Button>
      </HStack>
      {confirming ? (
        <SimpleDialog
          title="Block User"
          description={BLOCK_QUESTION}
          confirmLabel="Block"
          busy={blocking}
          onConfirm={() => void block()}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </Stack>
  );
}

/** /edit-user?{id} (also ?id=): the edit-user screen. The shell's guard keeps non-admins out. */
export function EditUserPage() {
  const token = useSession((s) => s.token);
  const { search } = useLocation();
  const id = parseRouteId(search);
  if (!token) {
    return (
      <PageCard title="Edit User">
        <Text>{MESSAGES.pleaseLogin}</Text>
      </PageCard>
    );
  }
  return (
    <PageCard title="Edit User" maxW="4xl">
      {id === null ? <ErrorState heading={MESSAGES.notFound} message="The address names no user." /> : <EditUser key={id} id={id} />}
    </PageCard>
  );
}
