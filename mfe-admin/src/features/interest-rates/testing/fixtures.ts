import { jsonResponse, type ApiCall } from 'shared-ui/testing';

export const STATES = [
  { id: 11, key: 'GA', name: 'Georgia' },
  { id: 46, key: 'VT', name: 'Vermont' },
  { id: 33, key: 'NY', name: 'New York' },
];

export const GEORGIA_SET = {
  id: 7,
  state: { id: 11, key: 'GA', name: 'Georgia' },
  preSettlements: [
    { id: 2, daysFrom: 181, daysTo: 365, rate: 40 },
    { id: 1, daysFrom: 0, daysTo: 180, rate: 20 },
  ],
  postSettlements: [{ id: 3, daysFrom: 0, daysTo: 60, rate: 10 }],
};

/** The states list every StateSelect loads. */
export function statesResponse(call: ApiCall): Response | null {
  return call.url.pathname === '/api/v1/AdminState' ? jsonResponse(200, STATES) : null;
}
