import { useId, useState } from 'react';
import {
  Button, HStack, PageCard, Separator, Stack, Text, getErrorMessage, getErrorStatus, useNavigate, useNotification, useStates,
  useZodForm, fireAndForget,
} from 'shared-ui';
import { calendarDayToWire, parseTypedDate } from '@litfund/domain';
import { createUser, type CreateUserBody } from '../../users/api/admin-users.ts';
import { EMPTY_LAW_FIRM_FORM, lawFirmToWire } from '../../users/api/law-firm-form.ts';
import { useLawFirmOptions } from '../../users/api/use-law-firms.ts';
import { CREATE_USER_DEFAULTS, createUserFormSchema, loanLimitToWire, stateOf, type CreateUserFormValues } from '../../users/api/user-form.ts';
import { AddToExistingCase } from '../../users/components/AddToExistingCase.tsx';
import { canLinkToCase, linkUserToCase, type CaseChoice } from '../../users/api/cases.ts';
import { LawFirmForm } from '../../users/components/LawFirmForm.tsx';
import { LawFirmRows } from '../../users/components/LawFirmRows.tsx';
import { PersonalFields } from '../../users/components/PersonalFields.tsx';
import { Section } from 'shared-ui';

export const USER_CREATED = 'User created successfully';

type NewLink = CreateUserBody['lawFirms'][number] & { key: number };

export function toCreateUserBody(values: CreateUserFormValues, lawFirms: NewLink[], states: ReadonlyArray<{ key: string; name: string }>): CreateUserBody {
  const day = parseTypedDate(values.dateOfBirth)!;
  return {
    email: values.email.trim().toLowerCase(),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    dateOfBirth: calendarDayToWire(day),
    streetAddress: values.streetAddress,
    city: values.city,
    state: stateOf(values.stateKey, states),
    zipCode: values.zipCode,
    phoneNumber: values.phoneNumber,
    website: values.website,
    loanLimit: loanLimitToWire(values.loanLimit),
    banned: values.banned,
    userType: values.userType,
    lawFirms: lawFirms.map(({ firmId, lawFirmName, startDate, endDate, present }) => ({ firmId, lawFirmName, startDate, endDate, present })),
  };
}

/** /create-user (docs/product.md). */
export function CreateUserPage() {
  const navigate = useNavigate();
  const notify = useNotification((s) => s.notify);
  const states = useStates((s) => s.states);
  const firms = useLawFirmOptions();
  const formId = useId();
  const { register, handleSubmit, formState, setError } = useZodForm(createUserFormSchema, { defaultValues: CREATE_USER_DEFAULTS });
  const [lawFirms, setLawFirms] = useState<NewLink[]>([]);
  const [adding, setAdding] = useState(false);
  const [pickedCase, setPickedCase] = useState<CaseChoice | null>(null);

  const onSubmit = async (values: CreateUserFormValues) => {
    try {
      const { id } = await createUser(toCreateUserBody(values, lawFirms, states));
      if (pickedCase && canLinkToCase(values.userType)) {
        try {
          await linkUserToCase(pickedCase.id, id, values.userType);
        } catch (linkError) {
          // The user exists; the case can be linked again from the edit-user page.
          console.error('Add to existing case failed', linkError);
          notify(`${USER_CREATED}; the case ${pickedCase.caseId} was not linked: ${await getErrorMessage(linkError)}`, 'error');
          navigate(`/user-profile?${id}`);
          return;
        }
      }
      notify(USER_CREATED, 'success');
      navigate(`/user-profile?${id}`);
    } catch (error) {
      const message = await getErrorMessage(error);
      console.error('Create user failed', error);
      if (getErrorStatus(error) === 409) setError('email', { message });
      notify(message, 'error');
    }
  };

  return (
    <PageCard title="Create User" maxW="3xl">
      <Stack gap="8">
        <form id={formId} noValidate aria-label="Create user" onSubmit={fireAndForget(handleSubmit(onSubmit))}>
          <PersonalFields register={register} errors={formState.errors} />
        </form>
        <Separator />
        <Section title="Law Firms">
          <LawFirmRows
            rows={lawFirms.map((link) => ({ ...link, name: link.lawFirmName, present: link.present ?? false }))}
            actions={(row) => (
              <Button size="xs" variant="outline" onClick={() => setLawFirms((rows) => rows.filter((r) => r.key !== row.key))}>
                Remove
              </Button>
            )}
          />
          {adding ? (
            <LawFirmForm
              firms={firms}
              initial={EMPTY_LAW_FIRM_FORM}
              label="Add law firm"
              submitLabel="Add"
              onCancel={() => setAdding(false)}
              onSubmit={(values) => {
                const wire = lawFirmToWire(values);
                const name = firms.find((f) => f.id === wire.lawFirmUserId)?.firstName ?? '';
                setLawFirms((rows) => [...rows, { key: Date.now(), firmId: wire.lawFirmUserId, lawFirmName: name, startDate: wire.startDate, endDate: wire.endDate, present: wire.present }]);
                setAdding(false);
              }}
            />
          ) : (
            <Button alignSelf="flex-start" size="sm" variant="outline" onClick={() => setAdding(true)}>Add Law Firm</Button>
          )}
        </Section>
        <Section title="Associated Cases and Clients">
          {pickedCase ? (
            <HStack gap="3">
              <Text>{`To be linked to case ${pickedCase.caseId} (${pickedCase.clientName}) once created`}</Text>
              <Button size="xs" variant="outline" onClick={() => setPickedCase(null)}>Remove</Button>
            </HStack>
          ) : null}
          <AddToExistingCase onPick={setPickedCase} />
        </Section>
        <Section title="Comments">
          <AddToExistingCase onPick={setPickedCase} />
        </Section>
        <Button type="submit" form={formId} colorPalette="blue" loading={formState.isSubmitting} alignSelf="flex-start">
          Create User
        </Button>
      </Stack>
    </PageCard>
  );
}
