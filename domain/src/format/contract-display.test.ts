import {
  amountDueLabel,
  daysLeftLabel,
  dollarsLabel,
  paidOffLabel,
  riskPercentLabel,
  splitOnCapitals,
  statusLabel,
  statusLines,
} from './contract-display.ts';

test('statuses split on capitals', () => {
  expect(splitOnCapitals('WaitingApproval')).toEqual(['Waiting', 'Approval']);
  expect(splitOnCapitals('ClosedNotPaidOff')).toEqual(['Closed', 'Not', 'Paid', 'Off']);
  expect(splitOnCapitals('Approved')).toEqual(['Approved']);
});

test('a status reads over two lines, the first half of its words first', () => {
  expect(statusLines('WaitingApproval')).toEqual(['Waiting', 'Approval']);
  expect(statusLines('ClosedCaseLost')).toEqual(['Closed Case', 'Lost']);
  expect(statusLines('ClosedNotPaidOff')).toEqual(['Closed Not', 'Paid Off']);
  expect(statusLines('Declined')).toEqual(['Declined']);
  expect(statusLabel('ClosedNotPaidOff')).toBe('Closed Not Paid Off');
});

test('days left, risk percent and amounts', () => {
  expect(daysLeftLabel(12)).toBe('12 days left');
  expect(daysLeftLabel(1)).toBe('1 day left');
  expect(daysLeftLabel(0)).toBe('');
  expect(riskPercentLabel(0.2534)).toBe('25%');
  expect(riskPercentLabel(0.255)).toBe('26%');
  expect(riskPercentLabel(null)).toBe('');
  expect(dollarsLabel(1234.5)).toBe('$1,234.50');
  expect(amountDueLabel(10274.75)).toBe('-$10,274.75');
  expect(amountDueLabel(null)).toBe('');
  expect(amountDueLabel(0)).toBe('$0.00');
});

test('Paid Off is no value before funding and a real zero after', () => {
  expect(paidOffLabel(0, null)).toBe('');
  expect(paidOffLabel(0, 7500)).toBe('$0.00');
  expect(paidOffLabel(250.25, 7249.75)).toBe('$250.25');
});
