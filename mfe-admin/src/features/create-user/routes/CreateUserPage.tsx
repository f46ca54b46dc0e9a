import { useId, useState } from 'react';
import {
  Button,
  HStack,
  Section,
  Separator,
  Stack,
  Text,
  getErrorMessage,
  getErrorStatus,
  useNavigate,
  useNotification,
  useStates,
  useZodForm,
  fireAndForget,
} from 'shared-ui';
import {
  LAW_FIRM_MEMBERSHIP_MESSAGES,
  adminCreateUserFormSchema,
  calendarDayToWire,
  parseTypedDate,
  type AdminCreateUserForm,
} from '@litfund/domain';
import { useLawFirms } from '../../../shared/users/api/get-law-firms.ts';
import { canLinkToCase, useLinkUserToCase } from '../../../shared/users/api/link-user-to-case.ts';
import type { CaseChoice } from '../../../shared/users/api/search-cases.ts';
import { AddToExistingCase } from '../../../shared/users/components/AddToExistingCase.tsx';
import { LawFirmForm } from '../../../shared/users/components/LawFirmForm.tsx';
import { LawFirmRows } from '../../../shared/users/components/LawFirmRows.tsx';
import { PersonalFields } from '../../../shared/users/components/PersonalFields.tsx';
import { EMPTY_LAW_FIRM_FORM, lawFirmToWire } from '../../../shared/users/law-firm-form.ts';
import { CREATE_USER_DEFAULTS, personalToWire } from '../../../shared/users/user-form.ts';
import { useCreateUser, type CreateUserBody } from '../api/create-user.ts';

import { AdminPage } from '../../../shared/layout/AdminPage.tsx';
export const USER_CREATED = 'User created successfully';

type NewLink = CreateUserBody['lawFirms'][number] & { key: number };

export function toCreateUserBody(
  values: AdminCreateUserForm,
  lawFirms: NewLink[],
  states: ReadonlyArray<{ key: string; name: string }>,
): CreateUserBody {
  return {
    ...personalToWire(values, states),
    email: values.email.trim().toLowerCase(),
    // the form requires the birth date
    dateOfBirth: calendarDayToWire(parseTypedDate(values.dateOfBirth)!),
    // Only attorneys are members of a firm (the server refuses the rest): rows added before the type changed go.
    lawFirms:
      values.userType === 'Attorney'
        ? lawFirms.map(({ firmId, lawFirmName, startDate, endDate, present }) => ({
            firmId,
            lawFirmName,
            startDate,
            endDate,
            present,
          }))
        : [],
  };
}

/** /create-user (docs/product.md). */
export function CreateUserPage() {
  const navigate = useNavigate();
  const notify = useNotification((s) => s.notify);
  const states = useStates((s) => s.states);
  const firms = useLawFirms();
  const create = useCreateUser();
  const link = useLinkUserToCase();
  const formId = useId();
  const { register, handleSubmit, formState, setError, watch } = useZodForm(adminCreateUserFormSchema, {
    defaultValues: CREATE_USER_DEFAULTS,
  });
  const [lawFirms, setLawFirms] = useState<NewLink[]>([]);
  const [adding, setAdding] = useState(false);
  const [pickedCase, setPickedCase] = useState<CaseChoice | null>(null);
  const attorney = watch('userType') === 'Attorney';

  const onSubmit = async (values: AdminCreateUserForm) => {
    let id: number;
    try {
      ({ id } = await create.mutateAsync(toCreateUserBody(values, lawFirms, states)));
    } catch (error) {
      // the banner says why; a taken email is shown under the field too
      if (getErrorStatus(error) === 409) setError('email', { message: await getErrorMessage(error) });
      return;
    }
    if (pickedCase && canLinkToCase(values.userType)) {
      try {
        await link.mutateAsync({ contractId: pickedCase.id, userId: id, userType: values.userType });
      } catch (linkError) {
        // The user exists; the case can be linked again from the edit-user page.
        notify(
          `${USER_CREATED}; the case ${pickedCase.caseId} was not linked: ${await getErrorMessage(linkError)}`,
          'error',
        );
        navigate(`/user-profile?${id}`);
        return;
      }
    }
    notify(USER_CREATED, 'success');
    navigate(`/user-profile?${id}`);
  };

  return (
    <AdminPage title="Create User" width="item" back={{ to: '/find-user', label: 'Back to Find User' }}>
      <Stack gap="8">
        <form id={formId} noValidate aria-label="Create user" onSubmit={fireAndForget(handleSubmit(onSubmit))}>
          <PersonalFields register={register} errors={formState.errors} />
        </form>
        <Separator />
        <Section title="Law Firms">
          {attorney ? (
            <LawFirmRows
              rows={lawFirms.map((link) => ({ ...link, name: link.lawFirmName, present: link.present ?? false }))}
              actions={(row) => (
                <Button
                  size="xs"
                  variant="outline"
                  onClick={() => setLawFirms((rows) => rows.filter((r) => r.key !== row.key))}
                >
                  Remove
                </Button>
              )}
            />
          ) : (
            // The server refuses a membership for anyone else (a plaintiff's or a firm's own account).
            <Text color="fg.muted">{LAW_FIRM_MEMBERSHIP_MESSAGES.attorneysOnly}</Text>
          )}
          {!attorney ? null : adding ? (
            <LawFirmForm
              firms={firms}
              initial={EMPTY_LAW_FIRM_FORM}
              label="Add law firm"
              submitLabel="Add"
              onCancel={() => setAdding(false)}
              onSubmit={(values) => {
                const wire = lawFirmToWire(values);
                const name = firms.find((f) => f.id === wire.lawFirmUserId)?.firstName ?? '';
                setLawFirms((rows) => [
                  ...rows,
                  {
                    key: Date.now(),
                    firmId: wire.lawFirmUserId,
                    lawFirmName: name,
                    startDate: wire.startDate,
                    endDate: wire.endDate,
                    present: wire.present,
                  },
                ]);
                setAdding(false);
              }}
            />
          ) : (
            <Button alignSelf="flex-start" size="sm" variant="outline" onClick={() => setAdding(true)}>
              Add Law Firm
            </Button>
          )}
        </Section>
        <Section title="Associated Cases and Clients">
          {pickedCase ? (
            <HStack gap="3">
              <Text>{`To be linked to case ${pickedCase.caseId} (${pickedCase.clientName}) once created`}</Text>
              <Button size="xs" variant="outline" onClick={() => setPickedCase(null)}>
                Remove
              </Button>
            </HStack>
          ) : null}
          <AddToExistingCase onPick={setPickedCase} />
        </Section>
        <Button type="submit" form={formId} colorPalette="blue" loading={formState.isSubmitting} alignSelf="flex-start">
          Create User
        </Button>
      </Stack>
    </AdminPage>
  );
}
