// shared-ui/charts: charts drawn with recharts, the only package that imports it. Its own entry point, loaded lazily
// by the page that shows it (the administration home), so recharts is in no other page's JavaScript.
export { MoneyBarsChart, type MoneyBarsChartProps, type MoneySeries } from './MoneyBarsChart.tsx';
export { PercentLinesChart, type PercentLinesChartProps, type PercentLine } from './PercentLinesChart.tsx';
