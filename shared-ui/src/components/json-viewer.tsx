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

export interface JsonTextProps {
  json: string;
  /** The block's accessible name (a scrollable region), or the id of the element that names it. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** Shows 'Invalid JSON' above text that is not JSON (the debug panel); off where a German notice says it already. */
  invalidNote?: boolean;
}

/**
 * JSON text as a scrollable block (max height 400px): pretty-printed when it is JSON, otherwise the
 * raw text as it is. Rendered as text, never as HTML.
 */
export function JsonText({ json, invalidNote = true, ...aria }: JsonTextProps) {
  const formatted = formatJson(json);
  const invalid = formatted === INVALID_JSON;
  return (
    <Box maxH={JSON_VIEWER_MAX_HEIGHT} overflow="auto" px="3" py="2" bg="gray.50" tabIndex={0} role="region" {...aria}>
      {invalid && invalidNote ? (
        <Text color="red.700" fontWeight="semibold" mb="1">
          {INVALID_JSON}
        </Text>
      ) : null}
      <chakra.pre fontFamily="mono" fontSize="xs" whiteSpace="pre-wrap" wordBreak="break-word" m="0">
        {invalid ? json : formatted}
      </chakra.pre>
    </Box>
  );
}

export interface JsonViewerProps {
  /** e.g. the feedback's title. */
  title: ReactNode;
  json: string;
  defaultOpen?: boolean;
}

/** A collapsible raw-JSON panel (max height 400px). Text that is not JSON shows 'Invalid JSON' and then the raw text. */
export function JsonViewer({ title, json, defaultOpen = false }: JsonViewerProps) {
  const titleId = useId();
  return (
    <chakra.details open={defaultOpen} borderWidth="1px" borderRadius="md" bg="white">
      <chakra.summary id={titleId} cursor="pointer" px="3" py="2" fontWeight="semibold" _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500' }}>
        {title}
      </chakra.summary>
      <Box borderTopWidth="1px">
        <JsonText json={json} aria-labelledby={titleId} />
      </Box>
    </chakra.details>
  );
}
