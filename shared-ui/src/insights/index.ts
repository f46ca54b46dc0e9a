// shared-ui/insights: the statistics and ratings panel with its chart. Its own entry point, loaded lazily by the
// pages that show it, so it is not part of every first page.
export { InsightsSection, NO_STATISTICS, SERVER_ERROR, type InsightsSectionProps } from './InsightsSection.tsx';
export { FundedVsPaidChart } from './FundedVsPaidChart.tsx';
