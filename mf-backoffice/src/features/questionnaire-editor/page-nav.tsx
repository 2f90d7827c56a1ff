import { Badge, Box, Button, Heading, Stack } from '@dtp/shared-ui';
import { useEditor } from './editor-context';
import { editorTexts as t } from './editor-texts';

/** The pages in order, one shown at a time (a questionnaire has 13 pages and 170 questions): each with its issues. */
export function PageNav({ current, onSelect }: { current: number; onSelect: (s: number) => void }) {
  const { draft, issues } = useEditor();
  return (
    <Box as="nav" aria-labelledby="questionnaire-pages-title">
      <Heading as="h2" size="sm" id="questionnaire-pages-title" mb="2">
        {t.pagesCaption}
      </Heading>
      <Stack as="ol" gap="1" listStyleType="none" direction={{ base: 'row', lg: 'column' }} wrap={{ base: 'wrap', lg: 'nowrap' }}>
        {draft.sections.map((section, s) => {
          const count = issues.issues.filter((issue) => issue.place.section === s).length;
          return (
            <li key={section.key}>
              <Button
                size="sm"
                variant={s === current ? 'solid' : 'ghost'}
                colorPalette="brand"
                aria-current={s === current ? 'page' : undefined}
                justifyContent="flex-start"
                w={{ lg: 'full' }}
                whiteSpace="normal"
                textAlign="start"
                h="auto"
                py="1"
                onClick={() => onSelect(s)}
              >
                {t.page(s + 1, section.title)}
                {count > 0 ? (
                  <Badge colorPalette="red" ms="2">
                    {t.questionIssues(count)}
                  </Badge>
                ) : null}
              </Button>
            </li>
          );
        })}
      </Stack>
    </Box>
  );
}
