import { useState } from 'react';
import {
  Button,
  DateField,
  EmailField,
  Field,
  HStack,
  NativeSelect,
  Separator,
  Stack,
  StateSelect,
  Text,
  TextField,
  useZodForm,
  fireAndForget,
} from 'shared-ui';
import { NewPasswordFields } from '../../../shared/NewPasswordFields.tsx';
import type { RegistrationForm as RegistrationFormValues } from '@litfund/domain';
import {
  SELF_REGISTRATION_TYPES,
  registrationPageSchema,
  type SelfRegistrationType,
} from '../api/registration-form.ts';
import { TextLink } from '../../../shared/TextLink.tsx';

interface RegistrationFormProps {
  onSubmit: (values: RegistrationFormValues, userType: SelfRegistrationType) => Promise<void>;
}

const USER_TYPE_LABELS: Record<SelfRegistrationType, string> = { Attorney: 'Attorney', Client: 'Client (plaintiff)' };

export function RegistrationForm({ onSubmit }: RegistrationFormProps) {
  const { register, handleSubmit, formState } = useZodForm(registrationPageSchema);
  const { errors, isSubmitting } = formState;
  const [userType, setUserType] = useState<SelfRegistrationType>('Attorney');

  return (
    <form
      noValidate
      aria-label="Registration"
      onSubmit={fireAndForget(handleSubmit((values) => onSubmit(values, userType)))}
    >
      <Stack gap="4">
        <Text textStyle="sm" color="fg.muted">
          All fields are required unless marked optional.
        </Text>
        <Field.Root>
          <Field.Label>I am registering as</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={userType}
              onChange={(event) => setUserType(event.currentTarget.value as SelfRegistrationType)}
            >
              {SELF_REGISTRATION_TYPES.map((type) => (
                <option key={type} value={type}>
                  {USER_TYPE_LABELS[type]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>

        <EmailField
          label="Email"
          autoComplete="email"
          aria-required
          error={errors.email?.message}
          {...register('email')}
        />
        <NewPasswordFields
          password={{ label: 'Password', error: errors.password?.message, ...register('password') }}
          confirm={{
            label: 'Confirm password',
            error: errors.confirmPassword?.message,
            ...register('confirmPassword'),
          }}
        />

        <Separator />
        <HStack gap="4" align="start" wrap={{ base: 'wrap', md: 'nowrap' }}>
          <TextField
            label="First name"
            autoComplete="given-name"
            aria-required
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <TextField
            label="Last name"
            autoComplete="family-name"
            aria-required
            error={errors.lastName?.message}
            {...register('lastName')}
          />
        </HStack>
        <DateField
          label="Date of birth"
          autoComplete="bday"
          aria-required
          error={errors.dateOfBirth?.message}
          {...register('dateOfBirth')}
        />
        <TextField
          label="Street address (optional)"
          autoComplete="street-address"
          error={errors.streetAddress?.message}
          {...register('streetAddress')}
        />
        <HStack gap="4" align="start" wrap={{ base: 'wrap', md: 'nowrap' }}>
          <TextField
            label="City (optional)"
            autoComplete="address-level2"
            error={errors.city?.message}
            {...register('city')}
          />
          <StateSelect label="State" aria-required error={errors.stateKey?.message} {...register('stateKey')} />
          <TextField
            label="Zip code"
            autoComplete="postal-code"
            inputMode="numeric"
            aria-required
            error={errors.zipCode?.message}
            {...register('zipCode')}
          />
        </HStack>
        <TextField
          label="Phone number (optional)"
          type="tel"
          autoComplete="tel"
          error={errors.phoneNumber?.message}
          {...register('phoneNumber')}
        />
        <TextField
          label="Website (optional)"
          type="url"
          autoComplete="url"
          error={errors.website?.message}
          {...register('website')}
        />
        <TextField
          label="Law firm (optional)"
          autoComplete="organization"
          error={errors.textLawFirm?.message}
          {...register('textLawFirm')}
        />

        <Button type="submit" loading={isSubmitting} colorPalette="blue">
          Register
        </Button>
        <Text textStyle="sm">
          Already registered? <TextLink to="/login">Log in</TextLink>
        </Text>
      </Stack>
    </form>
  );
}
