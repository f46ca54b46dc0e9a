import {
  DateField,
  EmailField,
  Field,
  HStack,
  MoneyField,
  Stack,
  StateSelect,
  TextField,
  type useZodForm,
} from 'shared-ui';
import type { UserType, adminCreateUserFormSchema } from '@litfund/domain';
import { SelectField } from '../../forms/SelectField.tsx';
import { USER_TYPE_LABELS, USER_TYPE_OPTIONS } from '../user-options.ts';

export const OWN_TYPE_HINT = 'Your own user type cannot be changed here.';

type PersonalKey =
  | 'email'
  | 'firstName'
  | 'lastName'
  | 'dateOfBirth'
  | 'streetAddress'
  | 'city'
  | 'stateKey'
  | 'zipCode'
  | 'phoneNumber'
  | 'website'
  | 'loanLimit'
  | 'banned'
  | 'userType';

type Registered = ReturnType<ReturnType<typeof useZodForm<typeof adminCreateUserFormSchema>>['register']>;

interface PersonalFieldsProps {
  register: (name: PersonalKey) => Registered;
  errors: Partial<Record<PersonalKey, { message?: string } | undefined>>;
  /** The administrator's own account: a new address would sign them out until it is confirmed (the server refuses). */
  ownAccount?: boolean;
  /** The user type as stored, shown instead of the menu on the administrator's own account. */
  userType?: UserType;
}

/** The basic user fields of create user and the edit screen's user info. */
export function PersonalFields({ register, errors, ownAccount = false, userType }: PersonalFieldsProps) {
  return (
    <Stack gap="4">
      <EmailField
        label="Email"
        aria-required
        readOnly={ownAccount}
        helperText={ownAccount ? 'Your own address cannot be changed here.' : undefined}
        error={errors.email?.message}
        {...register('email')}
      />
      <HStack gap="4" align="start" wrap={{ base: 'wrap', md: 'nowrap' }}>
        <TextField label="First name" aria-required error={errors.firstName?.message} {...register('firstName')} />
        <TextField label="Last name" aria-required error={errors.lastName?.message} {...register('lastName')} />
      </HStack>
      <DateField label="Date of birth" aria-required error={errors.dateOfBirth?.message} {...register('dateOfBirth')} />
      <TextField
        label="Street address (optional)"
        error={errors.streetAddress?.message}
        {...register('streetAddress')}
      />
      <HStack gap="4" align="start" wrap={{ base: 'wrap', md: 'nowrap' }}>
        <TextField label="City (optional)" error={errors.city?.message} {...register('city')} />
        <StateSelect label="State" error={errors.stateKey?.message} {...register('stateKey')} />
        <TextField label="Zip code" inputMode="numeric" error={errors.zipCode?.message} {...register('zipCode')} />
      </HStack>
      <HStack gap="4" align="start" wrap={{ base: 'wrap', md: 'nowrap' }}>
        <TextField
          label="Phone number (optional)"
          type="tel"
          error={errors.phoneNumber?.message}
          {...register('phoneNumber')}
        />
        <TextField label="Website (optional)" error={errors.website?.message} {...register('website')} />
      </HStack>
      <HStack gap="4" align="start" wrap={{ base: 'wrap', md: 'nowrap' }}>
        <MoneyField label="Loan limit (optional)" error={errors.loanLimit?.message} {...register('loanLimit')} />
        {ownAccount && userType ? (
          // The server refuses an administrator taking away their own access: the menu is not offered (the value
          // stays the form's default, saved unchanged).
          <Field.Root>
            <Field.Label as="span">User type</Field.Label>
            <span>{USER_TYPE_LABELS[userType]}</span>
            <Field.HelperText>{OWN_TYPE_HINT}</Field.HelperText>
          </Field.Root>
        ) : (
          <SelectField label="User type" options={USER_TYPE_OPTIONS} {...register('userType')} />
        )}
      </HStack>
      <HStack as="label" gap="2">
        <input type="checkbox" {...register('banned')} />
        <span>Banned from receiving credit</span>
      </HStack>
    </Stack>
  );
}
