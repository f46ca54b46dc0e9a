import { useEffect, useId, useState } from 'react';
import {
  Button,
  EmailText,
  EmptyState,
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
  getErrorStatus,
} from 'shared-ui';
import {
  MESSAGES,
  adminEditUserFormSchema,
  formatDisplayDate,
  parseRouteId,
  type AdminEditUserForm,
  type User,
} from '@litfund/domain';
import { SelectField, type SelectFieldProps } from '../../../shared/forms/SelectField.tsx';
import { useUpdateUser } from '../../../shared/users/api/update-user.ts';
import { USER_STATUS_OPTIONS } from '../../../shared/users/user-options.ts';
import { PersonalFields } from '../../../shared/users/components/PersonalFields.tsx';
import { fullName } from '../../../shared/users/components/UserTable.tsx';
import { applyEditForm, userToEditForm } from '../../../shared/users/user-form.ts';
import { useErrorMessage } from '../../../shared/use-error-message.ts';
import { useIsOwnAccount } from '../../../shared/users/own-account.ts';
import { UserStatusBadge } from '../../../shared/users/components/UserStatusBadge.tsx';
import { RejectUserDialog } from '../../../shared/users/components/RejectUserDialog.tsx';
import { EmailConfirmationBadge } from '../../../shared/users/components/EmailConfirmationBadge.tsx';
import { SaveRefusal } from '../../../shared/users/components/SaveRefusal.tsx';
import { AdminPage } from '../../../shared/layout/AdminPage.tsx';
import { ItemLink } from '../../../shared/layout/ItemLink.tsx';
import { useAdminUser } from '../api/get-user.ts';
import { AssociatedCases } from '../components/AssociatedCases.tsx';
import { CommentsSection } from '../components/CommentsSection.tsx';
import { LawFirmsEditor } from '../components/LawFirmsEditor.tsx';

const BACK_TO_FIND_USER = { to: '/find-user', label: 'Back to Find User' };

export const BLOCK_QUESTION = 'Are you sure you want to block this user?';
/** The block dialog names whom it blocks ("Block Pat Pending?"). */
export const blockTitle = (user: User) => `Block ${fullName(user) || user.email}?`;

/** 'Status changed on MM-DD-YYYY by Name' (docs/product.md). */
export function statusChangeText(user: User): string | null {
  const { date, approvedByUserName } = user.userStatus ?? {};
  if (!date) return null;
  return `Status updated ${formatDisplayDate(date)}${approvedByUserName ? ` by ${approvedByUserName}` : ''}`;
}

type StatusSelectProps = Omit<SelectFieldProps, 'label' | 'options' | 'footer'>;

export const OWN_STATUS_HINT = 'Your own status cannot be changed here.';

/** The user's status: a select, except on the administrator's own account, where it is only shown. */
function StatusField({ user, own, field }: { user: User; own: boolean; field: StatusSelectProps }) {
  const changed = statusChangeText(user);
  const footer = changed ? <Field.HelperText data-testid="status-change">{changed}</Field.HelperText> : null;
  if (!own) return <SelectField label="Status" options={USER_STATUS_OPTIONS} footer={footer} {...field} />;
  return (
    <Field.Root>
      <Field.Label as="span">Status</Field.Label>
      <UserStatusBadge status={user.userStatus?.userStatusesValue ?? 'New'} />
      <Field.HelperText>{OWN_STATUS_HINT}</Field.HelperText>
      {footer}
    </Field.Root>
  );
}

type UserUpdate = ReturnType<typeof useUpdateUser>;

function UserInfoForm({ user, formId, own, update }: { user: User; formId: string; own: boolean; update: UserUpdate }) {
  const notify = useNotification((s) => s.notify);
  const states = useStates((s) => s.states);
  const { register, handleSubmit, formState, reset } = useZodForm(adminEditUserFormSchema, {
    defaultValues: userToEditForm(user),
  });
  const { errors } = formState;
  // A refetch (another tab's save, a window refocus) brings the saved values in without wiping what is being typed:
  // fields the administrator changed keep their text, the others follow the server.
  useEffect(() => reset(userToEditForm(user), { keepDirtyValues: true }), [user, reset]);

  // Saving a user as Rejected turns them away and ends any session they have: asked first, as the list's menu does.
  const [rejecting, setRejecting] = useState<AdminEditUserForm | null>(null);
  const save = (values: AdminEditUserForm) =>
    update
      .mutateAsync(applyEditForm(user, values, states), { onSuccess: () => notify(MESSAGES.dataChanged, 'success') })
      .catch(() => undefined)
      .finally(() => setRejecting(null));
  const onSubmit = (values: AdminEditUserForm) => {
    if (values.status === 'Rejected' && user.userStatus?.userStatusesValue !== 'Rejected') setRejecting(values);
    else return save(values);
  };

  return (
    <>
      <form id={formId} noValidate aria-label="User info" onSubmit={fireAndForget(handleSubmit(onSubmit))}>
        <Stack gap="4">
          <HStack gap="4" align="start" wrap={{ base: 'wrap', md: 'nowrap' }}>
            <StatusField user={user} own={own} field={register('status')} />
            <TextField
              label="Additional interest rate, % (optional)"
              inputMode="decimal"
              error={errors.additionalFee?.message}
              {...register('additionalFee')}
            />
          </HStack>
          <PersonalFields register={register} errors={errors} ownAccount={own} userType={user.userType} />
        </Stack>
      </form>
      {rejecting ? (
        <RejectUserDialog
          user={user}
          busy={update.isPending}
          onConfirm={() => void save(rejecting)}
          onClose={() => setRejecting(null)}
        />
      ) : null}
    </>
  );
}

function EditUser({ id }: { id: number }) {
  const notify = useNotification((s) => s.notify);
  const formId = useId();
  const query = useAdminUser(id);
  const error = useErrorMessage(query.error);
  const update = useUpdateUser();
  const isOwnAccount = useIsOwnAccount();
  const [confirming, setConfirming] = useState(false);
  const statesStatus = useStates((s) => s.status);
  const loadStates = useStates((s) => s.load);
  // The form's state select shows the user's state only if its option exists when the form mounts.
  useEffect(() => {
    void loadStates();
  }, [loadStates]);

  if (query.isPending || statesStatus === 'idle' || statesStatus === 'loading')
    return <LoadingState label="Loading the user" />;
  if (query.isError) {
    // No such user: nothing a retry would change. Only a real failure to load offers Retry.
    if (getErrorStatus(query.error) === 404) return <UserNotFound />;
    return <ErrorState heading={MESSAGES.noData} message={error} onRetry={() => void query.refetch()} />;
  }
  const user = query.data;
  const own = isOwnAccount(user.id);

  const block = () =>
    update.mutate(
      { ...user, banned: true, userStatus: { ...user.userStatus, userStatusesValue: 'Rejected' } },
      {
        onSuccess: () => notify(MESSAGES.dataChanged, 'success'),
        // A refusal shows beside the buttons (SaveRefusal), not behind the dialog.
        onSettled: () => setConfirming(false),
      },
    );

  return (
    <Stack gap="8">
      <HStack gap="3" wrap="wrap">
        <Text color="fg.muted">
          {fullName(user)} (<EmailText>{user.email}</EmailText>)
        </Text>
        <UserStatusBadge status={user.userStatus?.userStatusesValue ?? 'New'} />
        <EmailConfirmationBadge user={user} />
      </HStack>
      <Section title="User Info">
        <UserInfoForm user={user} formId={formId} own={own} update={update} />
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
      <SaveRefusal error={update.error} />
      <HStack gap="4">
        {own ? null : (
          <Button colorPalette="red" variant="outline" onClick={() => setConfirming(true)}>
            Block User
          </Button>
        )}
        <Button type="submit" form={formId} colorPalette="blue">
          Save
        </Button>
      </HStack>
      {confirming ? (
        <SimpleDialog
          title={blockTitle(user)}
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

export const USER_NOT_FOUND = 'User not found';

function UserNotFound({ message = 'There is no user with this number.' }: { message?: string }) {
  return (
    <EmptyState title={USER_NOT_FOUND} message={message}>
      <ItemLink to="/find-user">Find a user</ItemLink>
    </EmptyState>
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
    <AdminPage title="Edit User" width="item" back={BACK_TO_FIND_USER}>
      {id === null ? <UserNotFound message="The address names no user." /> : <EditUser key={id} id={id} />}
    </AdminPage>
  );
}
