import { useEffect, useId, useState } from 'react';
import {
  Button,
  ErrorState,
  Field,
  HStack,
  LoadingState,
  PageCard,
  Section,
  Separator,
  SimpleDialog,
  Stack,
  Text,
  TextField,
  useLocation,
  useNotification,
  useSession,
  useStates,
  useZodForm,
  fireAndForget,
} from 'shared-ui';
import {
  MESSAGES,
  adminEditUserFormSchema,
  formatDisplayDate,
  parseRouteId,
  type AdminEditUserForm,
  type User,
} from '@litfund/domain';
import { SelectField } from '../../../shared/forms/SelectField.tsx';
import { useUpdateUser } from '../../../shared/users/api/update-user.ts';
import { USER_STATUS_OPTIONS } from '../../../shared/users/user-options.ts';
import { PersonalFields } from '../../../shared/users/components/PersonalFields.tsx';
import { fullName } from '../../../shared/users/components/UserTable.tsx';
import { applyEditForm, userToEditForm } from '../../../shared/users/user-form.ts';
import { useErrorMessage } from '../../../shared/use-error-message.ts';
import { useAdminUser } from '../api/get-user.ts';
import { AssociatedCases } from '../components/AssociatedCases.tsx';
import { CommentsSection } from '../components/CommentsSection.tsx';
import { LawFirmsEditor } from '../components/LawFirmsEditor.tsx';

export const BLOCK_QUESTION = 'Are you sure you want to block this user?';

/** 'Status changed on MM-DD-YYYY by Name' (docs/product.md). */
export function statusChangeText(user: User): string | null {
  const { date, approvedByUserName } = user.userStatus ?? {};
  if (!date) return null;
  return `Status updated ${formatDisplayDate(date)}${approvedByUserName ? ` by ${approvedByUserName}` : ''}`;
}

function UserInfoForm({ user, formId }: { user: User; formId: string }) {
  const notify = useNotification((s) => s.notify);
  const states = useStates((s) => s.states);
  const update = useUpdateUser();
  const { register, handleSubmit, formState, reset } = useZodForm(adminEditUserFormSchema, {
    defaultValues: userToEditForm(user),
  });
  const { errors } = formState;
  useEffect(() => reset(userToEditForm(user)), [user, reset]);

  const onSubmit = (values: AdminEditUserForm) =>
    update
      .mutateAsync(applyEditForm(user, values, states), { onSuccess: () => notify(MESSAGES.dataChanged, 'success') })
      .catch(() => undefined);
  const changed = statusChangeText(user);

  return (
    <form id={formId} noValidate aria-label="User info" onSubmit={fireAndForget(handleSubmit(onSubmit))}>
      <Stack gap="4">
        <HStack gap="4" align="start" wrap={{ base: 'wrap', md: 'nowrap' }}>
          <SelectField
            label="Status"
            options={USER_STATUS_OPTIONS}
            footer={changed ? <Field.HelperText data-testid="status-change">{changed}</Field.HelperText> : null}
            {...register('status')}
          />
          <TextField
            label="Additional interest rate, % (optional)"
            inputMode="decimal"
            error={errors.additionalFee?.message}
            {...register('additionalFee')}
          />
        </HStack>
        <PersonalFields register={register} errors={errors} />
      </Stack>
    </form>
  );
}

function EditUser({ id }: { id: number }) {
  const notify = useNotification((s) => s.notify);
  const formId = useId();
  const query = useAdminUser(id);
  const error = useErrorMessage(query.error);
  const update = useUpdateUser();
  const [confirming, setConfirming] = useState(false);
  const statesStatus = useStates((s) => s.status);
  const loadStates = useStates((s) => s.load);
  // The form's state select shows the user's state only if its option exists when the form mounts.
  useEffect(() => {
    void loadStates();
  }, [loadStates]);

  if (query.isPending || statesStatus === 'idle' || statesStatus === 'loading')
    return <LoadingState label="Loading the user" />;
  if (query.isError)
    return <ErrorState heading={MESSAGES.noData} message={error} onRetry={() => void query.refetch()} />;
  const user = query.data;

  const block = () =>
    update.mutate(
      { ...user, banned: true, userStatus: { ...user.userStatus, userStatusesValue: 'Rejected' } },
      {
        onSuccess: () => {
          notify(MESSAGES.dataChanged, 'success');
          setConfirming(false);
        },
      },
    );

  return (
    <Stack gap="8">
      <Text color="fg.muted">{`${fullName(user)} (${user.email})`}</Text>
      <Section title="User Info">
        <UserInfoForm user={user} formId={formId} />
      </Section>
      <Separator />
      <Section title="Law Firms">
        <LawFirmsEditor user={user} />
      </Section>
      <Separator />
      <Section title="Associated Cases and Clients">
        <AssociatedCases user={user} />
      </Section>
      <Separator />
      <Section title="Comments">
        <CommentsSection userId={user.id} />
      </Section>
      <HStack gap="4">
        <Button colorPalette="red" variant="outline" onClick={() => setConfirming(true)}>
          Block User
        </Button>
        <Button type="submit" form={formId} colorPalette="blue">
          Save
        </Button>
      </HStack>
      {confirming ? (
        <SimpleDialog
          title="Block User"
          description={BLOCK_QUESTION}
          confirmLabel="Block"
          busy={update.isPending}
          onConfirm={block}
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
      {id === null ? (
        <ErrorState heading={MESSAGES.notFound} message="The address names no user." />
      ) : (
        <EditUser key={id} id={id} />
      )}
    </PageCard>
  );
}
