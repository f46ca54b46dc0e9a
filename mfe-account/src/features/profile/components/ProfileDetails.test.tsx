import { lineBreaks, renderWithProviders, screen } from 'shared-ui/testing';
import { attorney } from '../../../shared/testing/users.ts';
import { ProfileDetails } from './ProfileDetails.tsx';

describe('ProfileDetails', () => {
  it('writes a ZIP+4 with its hyphen', () => {
    renderWithProviders(<ProfileDetails user={{ ...attorney, zipCode: '309011234' }} />);
    expect(screen.getByText('1 Main St, Augusta, Georgia 30901-1234')).toBeInTheDocument();
  });

  it('breaks a long email after the @ and before a dot of the domain, never inside a word', () => {
    renderWithProviders(
      <ProfileDetails user={{ ...attorney, email: 'alexandra.longname@lexpartners-attorneys.example' }} />,
    );
    const value = screen.getByText('Email').nextElementSibling!;
    expect(lineBreaks(value)).toBe('alexandra.longname@|lexpartners-attorneys|.example');
  });
});
