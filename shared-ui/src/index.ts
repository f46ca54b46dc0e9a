// shared-ui 1.x: the facade every app imports Chakra, the router, the stores, forms and HTTP through.
// It grows compatibly only: never remove or change an export within 1.x.
import './zod-config.ts';

export const SHARED_UI_VERSION = '1.6.0';

export * from './chakra.ts';
export * from './router.tsx';
export { loginPathFor, returnPathAfterLogin, safeReturnPath } from './routing/return-path.ts';
export { AppProvider } from './AppProvider.tsx';
export { NotificationBanner, NOTIFICATION_TOP_VAR } from './NotificationBanner.tsx';
export { system } from './theme/system.ts';

export {
  useSession,
  isSignedIn,
  isAdmin,
  isApprovedAdmin,
  isApprovedNonAdmin,
  isAdminOrAttorney,
  SESSION_COOKIES,
  type SessionState,
  type SessionValues,
} from './stores/session.ts';
export { useNotification, NOTIFICATION_HIDE_MS, type NotificationState, type Severity } from './stores/notification.ts';
export {
  useInformationPage,
  EMPTY_INFORMATION_PAGE,
  type InformationPageContent,
  type InformationPageState,
} from './stores/information-page.ts';
export { useStates, type StatesState, type LoadStatus } from './stores/states.ts';

export { apiClient, configureApi, getApiBase, API_PREFIX } from './http/api-client.ts';
export { getErrorMessage, getErrorStatus } from './http/errors.ts';

// Server state (since 1.2.0): every read and write of every app goes through the one query client.
export { queryClient, createQueryClient } from './query/query-client.ts';
export {
  useQuery,
  useMutation,
  useInfiniteQuery,
  useQueryClient,
  useIsFetching,
  queryOptions,
  infiniteQueryOptions,
  keepPreviousData,
  skipToken,
  type QueryClient,
  type QueryKey,
  type UseQueryResult,
  type UseMutationResult,
  type UseInfiniteQueryResult,
  type InfiniteData,
} from '@tanstack/react-query';

export { useZodForm, type SchemaLoader } from './forms/use-zod-form.ts';
// Since 1.3.0.
export { fireAndForget } from './fire-and-forget.ts';
export {
  TextField,
  EmailField,
  PasswordField,
  DateField,
  MoneyField,
  StateSelect,
  type BaseFieldProps,
  type TextFieldProps,
  type StateSelectProps,
} from './forms/fields.tsx';

export {
  PageCard,
  EmptyState,
  ErrorState,
  LoadingState,
  type PageCardProps,
  type EmptyStateProps,
  type ErrorStateProps,
} from './layout/states.tsx';
export { DialogFrame, SimpleDialog, type DialogFrameProps, type SimpleDialogProps } from './layout/SimpleDialog.tsx';
export { Section } from './layout/Section.tsx';
export { mountStandalone, type StandalonePages } from './layout/standalone.tsx';
// Since 1.4.0: the UI guide's pieces (docs/ui-guide.md).
export { useElementWidth } from './layout/use-element-width.ts';
export { PageHeader, type PageHeaderProps } from './layout/PageHeader.tsx';
export { BackLink } from './layout/BackLink.tsx';
export { StatusBadge } from './display/StatusBadge.tsx';
export { Money } from './display/Money.tsx';
export { KeyFigure, type KeyFigureProps } from './display/KeyFigure.tsx';
export { ActionPanel, type ActionPanelProps, type ActionOutcome } from './display/ActionPanel.tsx';
// Since 1.5.0: text that must not break mid-value (docs/ui-guide.md, "Dates, identifiers, addresses").
export { DateText, IdText, EmailText } from './display/Unbroken.tsx';
