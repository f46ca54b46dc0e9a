import { Button, Input, PageCard, RouterLink, Stack, Text, useInformationPage } from 'shared-ui';
import { MESSAGES } from '@litfund/domain';
import { usePlatform } from '../platform/platform.ts';

/** docs/product.md: title, description, optional input, button link and Contact Support. */
export function InformationPage() {
  const content = useInformationPage((s) => s.content);
  const { config } = usePlatform();
  const external = /^(https?:|mailto:)/.test(content.btnLink);
  return (
    <PageCard title={content.title || 'Information'}>
      <Stack gap="4">
        {content.description ? <Text>{content.description}</Text> : null}
        {content.hasInput ? (
          <Input aria-label={content.inputPlaceholder || 'Your answer'} placeholder={content.inputPlaceholder} />
        ) : null}
        {content.additionalBtn && content.buttonText && content.btnLink ? (
          <Button asChild colorPalette="blue" alignSelf="flex-start">
            {external ? (
              <a href={content.btnLink}>{content.buttonText}</a>
            ) : (
              <RouterLink to={content.btnLink} color="white">
                {content.buttonText}
              </RouterLink>
            )}
          </Button>
        ) : null}
        {content.contractSupportBtn ? (
          <Button asChild variant="outline" colorPalette="blue" alignSelf="flex-start">
            <a href={`mailto:${config.supportEmail}`}>Contact Support</a>
          </Button>
        ) : null}
        {!content.title && !content.description ? (
          // Opened directly (or reloaded): the message it carried lived in the page that sent here.
          <Text color="fg.muted">{MESSAGES.noInformation}</Text>
        ) : null}
        {!content.title && !content.description ? (
          <RouterLink to="/" color="blue.700" alignSelf="flex-start" _hover={{ textDecoration: 'underline' }}>
            Go To Homepage
          </RouterLink>
        ) : null}
      </Stack>
    </PageCard>
  );
}
