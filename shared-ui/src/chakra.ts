// The Chakra facade: only the components the apps use. Every export here ships on every first page
// (a shared module is not trimmed per consumer), so add components only when a page needs them.
export {
  Box, Flex, Stack, HStack, VStack, Grid, SimpleGrid, Container, Center, Heading, Text, Button, IconButton, Input,
  InputGroup, Textarea, NativeSelect, Link as ChakraLink, Spinner, Image, Avatar, Badge, Card, Table, Field, Fieldset,
  Alert, Separator, Icon, CloseButton, RadioGroup, Checkbox, Skeleton, VisuallyHidden,
} from '@chakra-ui/react';
