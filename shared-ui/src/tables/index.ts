// shared-ui/tables (since 1.6.0): lists that read on a phone. Its own entry point, built into the pages that show it
// rather than into the shared singleton, so no first page carries it.
export {
  ResponsiveTable,
  usePhoneWidth,
  PHONE_QUERY,
  type ResponsiveColumn,
  type ResponsiveTableProps,
} from './ResponsiveTable.tsx';
