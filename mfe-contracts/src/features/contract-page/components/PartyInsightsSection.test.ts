import { CONTRACT_MESSAGES } from '@litfund/domain';
import { makeContract } from '../../../shared/testing/contract.ts';
import { partiesOf } from './PartyInsightsSection.tsx';

describe('partiesOf', () => {
  it('names the client and the responsible attorney and law firm, not earlier ones', () => {
    const earlier = {
      id: 9,
      userId: 8,
      user: { firstName: 'Old', lastName: 'Counsel' },
      userName: 'Old Counsel',
      responsible: false,
      date: null,
    };
    const contract = makeContract();
    const { parties, missing } = partiesOf({
      ...contract,
      contractAttorneyDTO: [earlier, ...contract.contractAttorneyDTO],
    });
    expect(parties).toEqual([
      { role: 'Client', userId: 3, name: 'Carl Client' },
      { role: 'Attorney', userId: 2, name: 'Alice Attorney' },
      { role: 'Law Firm', userId: 4, name: 'Lex & Partners LLP' },
    ]);
    expect(missing).toEqual([]);
  });

  it('says the empty texts when no attorney or law firm is responsible', () => {
    const { parties, missing } = partiesOf(makeContract({ contractAttorneyDTO: [], contractLawFirmDTO: [] }));
    expect(parties.map((p) => p.role)).toEqual(['Client']);
    expect(missing).toEqual([CONTRACT_MESSAGES.noResponsibleAttorney, CONTRACT_MESSAGES.noResponsibleLawFirm]);
  });
});
