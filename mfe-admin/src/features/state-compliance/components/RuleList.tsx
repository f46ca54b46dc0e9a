import { Badge, Box, HStack, Stack, Text } from 'shared-ui';
import { formatDisplayDate, type WireRule } from '@litfund/domain';

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Where the rule comes from and since when: what a funder's counsel checks it by. */
function ruleSource(rule: WireRule): string {
  const since = rule.effectiveOn
    ? `in force from ${formatDisplayDate(rule.effectiveOn)}`
    : 'in force when researched (no date verified)';
  const cited = rule.citation || 'the funder\u2019s own rule';
  return `${cited} \u00b7 ${since} \u00b7 version ${rule.version}`;
}

/** A state's rules in words, each with its citation, effective day and version. */
export function RuleList({ rules, label }: { rules: readonly WireRule[]; label: string }) {
  if (rules.length === 0) return <Text color="fg.muted">No rules.</Text>;
  return (
    <Stack as="ul" listStyleType="none" gap="3" aria-label={label}>
      {rules.map((rule) => (
        <Box as="li" key={`${rule.id}-${rule.source}`} borderWidth="1px" rounded="md" p="3">
          <HStack justify="space-between" align="start" gap="3">
            <Text>{sentence(rule.text)}</Text>
            {rule.source === 'override' ? (
              <Badge colorPalette="purple" flexShrink={0}>
                Stricter setting
              </Badge>
            ) : null}
          </HStack>
          <Text textStyle="sm" color="fg.muted" mt="1">
            {ruleSource(rule)}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}
