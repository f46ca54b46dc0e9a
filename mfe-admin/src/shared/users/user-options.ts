import { USER_STATUSES, USER_TYPES, type UserType } from '@litfund/domain';
import { optionsOf, type SelectOption } from '../forms/SelectField.tsx';

export const USER_TYPE_LABELS: Record<UserType, string> = {
  Attorney: 'Attorney',
  Client: 'Client',
  LawFirm: 'Law Firm',
  Administrator: 'Administrator',
};

export const USER_TYPE_OPTIONS: SelectOption[] = USER_TYPES.map((type) => ({
  value: type,
  label: USER_TYPE_LABELS[type],
}));

/** The registration statuses, each shown as itself. */
export const USER_STATUS_OPTIONS: SelectOption[] = optionsOf(USER_STATUSES);
