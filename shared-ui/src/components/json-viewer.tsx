import { Box, chakra, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

export const INVALID_JSON = 'Invalid JSON';
/** Debug panel height (spec section 9). */
export const JSON_VIEWER_MAX_HEIGHT = '400px';

/** Pretty-prints JSON text; 'Invalid JSON' for text that is not JSON. */
export function formatJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return INVALID_JSON;
  }
}

export interface JsonViewerProps {
  /** e.g. the feedback's title. */
  title: ReactNode;
  json: string;
  defaultOpen?: boolean;
}

/** A collapsible raw-JSON panel (max height 400px). Text that is not JSON shows 'Invalid JSON' and then the raw text. */
export function JsonViewer({ title, json, defaultOpen = false }: JsonViewerProps) {
  const formatted = formatJson(json);
  const invalid = formatted === INVALID_JSON;
  const titleId = useId();
  return (
    <chakra.details open={defaultOpen} borderWidth="1px" borderRadius="md" bg="white">
      <chakra.summary id={titleId} cursor="pointer" px="3" py="2" fontWeight="semibold" _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500' }}>
        {title}
      </chakra.summary>
      <Box maxH={JSON_VIEWER_MAX_HEIGHT} overflow="auto" borderTopWidth="1px" px="3" py="2" bg="gray.50" tabIndex={0} role="region" aria-labelledby={titleId}>
        {invalid ? (
          <Text color="red.700" fontWeight="semibold" mb="1">
            {INVALID_JSON}
          </Text>
        ) : null}
        <chakra.pre fontFamily="mono" fontSize="xs" whiteSpace="pre-wrap" wordBreak="break-word" m="0">
          {invalid ? json : formatted}
        </chakra.pre>
      </Box>
    </chakra.details>
  );
}
