import { KeyFigure, SimpleGrid } from 'shared-ui';
import { formatUsd } from '@litfund/domain';
import type { Dashboard } from '@litfund/domain';

const money = (dollars: number) => formatUsd(Math.round(dollars * 100));
const percent = (value: number | null) => (value == null ? '—' : `${value.toFixed(2)} %`);

/** The portfolio's headline figures. */
export function PortfolioFigures({ totals }: { totals: Dashboard['totals'] }) {
  const cases = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'case' : 'cases'}`;
  return (
    <SimpleGrid role="group" columns={{ base: 2, md: 4 }} gap="4" aria-label="Portfolio figures">
      <KeyFigure label="Funded principal" value={money(totals.fundedPrincipal)} hint={cases(totals.fundedCases)} />
      <KeyFigure
        label="Outstanding principal"
        value={money(totals.openPrincipal)}
        hint={`${cases(totals.openCases)} open`}
      />
      <KeyFigure label="Outstanding total due" value={money(totals.totalDue)} emphasis />
      <KeyFigure label="Collected" value={money(totals.collected)} />
      <KeyFigure label="Expected payoff (open)" value={money(totals.expectedPayoff)} />
      <KeyFigure
        label="Realized return (closed)"
        value={percent(totals.realizedReturnPercent)}
        hint={`${cases(totals.closedCases)} closed`}
      />
      <KeyFigure
        label="Loss rate (closed)"
        value={percent(totals.lossRatePercent)}
        hint={`${money(totals.lostUnrecovered)} not recovered`}
      />
      <KeyFigure
        label="Collected on closed"
        value={money(totals.closedCollected)}
        hint={`of ${money(totals.closedFunded)} funded`}
      />
    </SimpleGrid>
  );
}
