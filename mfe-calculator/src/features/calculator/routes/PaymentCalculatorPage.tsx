import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Box, Container, PageHeader, Spinner, Stack, Text, useStates } from 'shared-ui';
import { useCalculate } from '../api/calculate.ts';
import { CalculatorForm } from '../components/CalculatorForm.tsx';
import {
  CALCULATE_DELAY_MS,
  CALCULATOR_FAILURE_MESSAGE,
  CALCULATOR_TITLE,
  amountToDollars,
  wait,
} from '../model/calculator.ts';
import type { Estimate } from '../api/calculate.ts';
import type { CalculatorFormValues } from '../model/schema.ts';

// The results (table, chart and its geometry) load with the first estimate, not with the page: the first visit pays
// only for the form. The request starts on submit, while the estimate itself is still being computed.
const loadEstimateResults = () => import('../components/EstimateResults.tsx');
const EstimateResults = lazy(loadEstimateResults);

type Phase = { kind: 'idle' } | { kind: 'waiting' } | { kind: 'done'; estimate: Estimate } | { kind: 'failed' };

export function PaymentCalculatorPage() {
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const { mutateAsync: calculate } = useCalculate();
  const run = useRef(0);
  useEffect(
    () => () => {
      run.current += 1; // a late answer after unmount is ignored
    },
    [],
  );

  const onSubmit = useCallback(
    async (values: CalculatorFormValues) => {
      const current = ++run.current;
      setPhase({ kind: 'waiting' });
      void loadEstimateResults();
      await wait(CALCULATE_DELAY_MS);
      if (current !== run.current) return;
      try {
        const state = useStates.getState().states.find((s) => s.key === values.state);
        const estimate = await calculate({
          stateId: state?.id ?? Number.NaN,
          contractType: values.contractType,
          amountRequested: amountToDollars(values.amount),
        });
        if (current === run.current) setPhase({ kind: 'done', estimate });
      } catch (error) {
        if (current !== run.current) return;
        console.error('Payment calculation failed', error);
        // Said once, under the form where the estimate would be (a banner said it a second time).
        setPhase({ kind: 'failed' });
      }
    },
    [calculate],
  );

  // The product hides the results once the amount they answer is no longer a valid one; a late answer is dropped.
  const onInvalid = useCallback(() => {
    run.current += 1;
    setPhase((current) => (current.kind === 'failed' ? current : { kind: 'idle' }));
  }, []);

  return (
    <Container maxW="4xl" px={{ base: '3', md: '6' }} py={{ base: '5', md: '8' }}>
      <PageHeader
        eyebrow="Payment Calculator"
        title={CALCULATOR_TITLE}
        description="Pick a state, the contract type and the amount: the estimate shows what is owed at each contract period."
      />
      <Stack gap={{ base: '6', md: '8' }}>
        <Box borderWidth="1px" rounded="lg" bg="bg" p={{ base: '4', md: '6' }} maxW="xl">
          <CalculatorForm busy={phase.kind === 'waiting'} onSubmit={onSubmit} onInvalid={onInvalid} />
        </Box>
        <Box aria-live="polite">
          {phase.kind === 'waiting' ? (
            <Stack direction="row" align="center" gap="3" role="status">
              <Spinner size="md" />
              <Text>Calculating the estimate…</Text>
            </Stack>
          ) : null}
          {phase.kind === 'failed' ? (
            <Alert.Root status="error" data-testid="calculator-error">
              <Alert.Indicator />
              <Alert.Description>{CALCULATOR_FAILURE_MESSAGE}</Alert.Description>
            </Alert.Root>
          ) : null}
        </Box>
        {phase.kind === 'done' ? (
          <Box data-testid="calculator-results">
            <Suspense fallback={<Spinner size="md" />}>
              <EstimateResults rows={phase.estimate.rows} intervals={phase.estimate.intervals} />
            </Suspense>
          </Box>
        ) : null}
      </Stack>
    </Container>
  );
}
