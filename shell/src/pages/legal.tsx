import type { ReactNode } from 'react';
import { Box, ChakraLink, Container, Heading, Stack, Text } from 'shared-ui';
import { usePlatform } from '../platform/platform.ts';

export const LAST_UPDATED = 'February 23, 2023';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section">
      <Heading as="h2" size="lg" mb="2">
        {title}
      </Heading>
      <Stack gap="2">{children}</Stack>
    </Box>
  );
}

function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }}>
      <Stack gap="6" lineHeight="tall">
        <Box>
          <Heading as="h1" size="2xl">
            {title}
          </Heading>
          <Text color="fg.muted" mt="1">
            Last updated: {LAST_UPDATED}
          </Text>
        </Box>
        {children}
      </Stack>
    </Container>
  );
}

function ContactLine() {
  const { config } = usePlatform();
  return (
    <Text>
      Questions about this document can be sent to{' '}
      <ChakraLink href={`mailto:${config.supportEmail}`}>{config.supportEmail}</ChakraLink>.
    </Text>
  );
}

export function TermsPage() {
  return (
    <LegalPage title="Terms of Use">
      <Text>
        These Terms of Use govern your access to and use of the LitFund portal, including any content, functionality and
        services offered on or through it. By using the portal you accept these terms. If you do not agree, do not use
        the portal.
      </Text>
      <Section title="Eligibility and use in the United States">
        <Text>
          The portal is offered to persons 18 years of age or older and is intended for use in the United States only.
          We make no claim that the portal or its content is accessible or appropriate outside the United States. Access
          from other locations is at your own initiative and risk.
        </Text>
      </Section>
      <Section title="User contributions">
        <Text>
          The portal lets you submit information such as profile details, case descriptions, documents and comments
          (user contributions). You remain responsible for your user contributions, including their accuracy and
          legality. You grant us the right to use, store and disclose them as needed to evaluate and administer funding
          requests and to operate the portal.
        </Text>
      </Section>
      <Section title="Content standards">
        <Text>
          User contributions must be accurate and complete, and must not be defamatory, fraudulent, obscene or
          harassing, infringe anyone's rights, contain malicious code, or violate any applicable law. We may remove any
          contribution, and suspend or end any account, that does not meet these standards.
        </Text>
      </Section>
      <Section title="Limitation of liability">
        <Text>
          The portal and its content are provided "as is" and "as available", without warranties of any kind. Price
          estimates are informational and are not an offer of funding. To the fullest extent the law allows, LitFund,
          its affiliates and their officers, employees and agents are not liable for indirect, incidental, special,
          consequential or punitive damages arising from your use of, or inability to use, the portal.
        </Text>
      </Section>
      <Section title="Governing law and jurisdiction">
        <Text>
          These terms and any dispute arising from them or from the portal are governed by the laws of the State of
          Georgia, without regard to its conflict-of-law rules. At the company's sole discretion, it may require you to
          submit any dispute to final and binding arbitration. Any claim not subject to arbitration shall be brought
          exclusively in the state or federal courts located in Richmond County, Georgia, and you consent to their
          jurisdiction.
        </Text>
      </Section>
      <Section title="Limitation on time to file claims">
        <Text>
          Any cause of action or claim you may have arising out of or relating to these terms or the portal must be
          commenced within one (1) year after the cause of action accrues; otherwise, it is permanently barred.
        </Text>
      </Section>
      <Section title="Changes to these terms">
        <Text>
          We may revise these terms from time to time. Continued use of the portal after a change means you accept it.
        </Text>
      </Section>
      <Section title="Contact Us">
        <ContactLine />
      </Section>
    </LegalPage>
  );
}

export function PrivacyPage() {
  return (
    <LegalPage title="Privacy Policy">
      <Text>
        This policy describes the information LitFund collects through the portal, how it is used and protected, and the
        choices you have.
      </Text>
      <Section title="Information we collect">
        <Text>
          Information you give us: your name, email address, date of birth, postal address, phone number, website and
          law firm, and the details of funding requests and cases, including documents and comments you upload.
          Information collected automatically: sign-in times, and technical data such as your browser type and IP
          address. The portal keeps your session in cookies that are needed for it to work.
        </Text>
      </Section>
      <Section title="How we use your information">
        <Text>
          To create and manage your account, evaluate and administer funding requests and contracts, communicate with
          you about your account and cases, prevent fraud, meet legal and regulatory obligations, and improve the
          portal. We do not sell your personal information.
        </Text>
      </Section>
      <Section title="Sharing">
        <Text>
          We share information with the attorneys, law firms and clients linked to a case as needed to administer it,
          with service providers who work for us under confidentiality obligations, and where the law requires it.
        </Text>
      </Section>
      <Section title="Retention">
        <Text>
          We keep your information while your account is active. After an account is deactivated, its data is archived
          and kept for five (5) years, and then deleted or anonymised, unless the law requires us to keep it longer.
        </Text>
      </Section>
      <Section title="Security">
        <Text>
          We use administrative, technical and physical safeguards to protect your information. No method of
          transmission or storage is completely secure, so we cannot guarantee absolute security.
        </Text>
      </Section>
      <Section title="Your choices">
        <Text>
          You can review and update your profile information in the portal, or ask us to correct or deactivate your
          account.
        </Text>
      </Section>
      <Section title="Contact Us">
        <ContactLine />
      </Section>
    </LegalPage>
  );
}
