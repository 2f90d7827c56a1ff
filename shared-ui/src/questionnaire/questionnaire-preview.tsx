import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { germanNumberText } from '@dtp/api-client';
import {
  conditionText,
  percentText,
  questionsOf,
  scoreQuestionnaire,
  shownQuestionIds,
  type Answer,
  type Answers,
  type QuestionnaireDefinition,
} from '@dtp/api-client/questionnaire';
import { useMemo, useRef, useState } from 'react';
import { questionnaireFormTexts, questionnairePreviewTexts as t } from './questionnaire-texts';
import { SectionQuestions } from './section-questions';

export interface QuestionnairePreviewProps {
  /** The definition as the editor has it (saved or not): previewed as it is, nothing is saved or sent. */
  definition: QuestionnaireDefinition;
}

/** The phone's width the preview shows (a common phone in CSS pixels); on a narrower screen the full width. */
const PHONE_WIDTH = '375px';

/**
 * 'Vorschau' of the editor (issue 61, item 2): the questionnaire as a tester sees it, in a 375 px phone frame,
 * for a normal or a premium test (`questionsOf`), page by page, its questions shown and hidden by the answers
 * given here (`shownQuestionIds`, like the tester's form), and the score those answers would give
 * (`scoreQuestionnaire`), in total and per page. The answers live in this component only: nothing is saved or
 * sent, photos cannot be added.
 */
export function QuestionnairePreview({ definition }: QuestionnairePreviewProps) {
  const [premium, setPremium] = useState(false);
  const [answers, setAnswers] = useState<Answers>({});
  const [page, setPage] = useState(0);
  const pageHeading = useRef<HTMLHeadingElement>(null);

  const sections = useMemo(() => questionsOf(definition, premium), [definition, premium]);
  const shown = useMemo(() => shownQuestionIds(sections, answers), [sections, answers]);
  const score = useMemo(() => scoreQuestionnaire(definition, answers, { premiumTest: premium }), [definition, answers, premium]);
  // The definition may change under the preview (the editor removes a page): stay on a page that exists.
  const current = Math.min(page, Math.max(0, sections.length - 1));
  const section = sections[current];

  const goTo = (target: number) => {
    setPage(target);
    // The new page's heading takes the focus, as on the tester's form (after React rendered it).
    requestAnimationFrame(() => pageHeading.current?.focus());
  };
  const setAnswer = (questionId: string, answer: Answer | undefined) =>
    setAnswers((currentAnswers) => {
      const next = { ...currentAnswers };
      if (answer === undefined) delete next[questionId];
      else next[questionId] = answer;
      return next;
    });

  return (
    <Stack as="section" aria-label={t.region} direction={{ base: 'column', lg: 'row' }} gap="6" align="flex-start">
      <Stack gap="3" w="full" maxW={PHONE_WIDTH} flexShrink={0}>
        <HStack role="group" aria-label={t.variant} gap="0" w="full">
          {[false, true].map((isPremium) => (
            <Button
              key={String(isPremium)}
              flex="1"
              minH="11"
              variant={premium === isPremium ? 'solid' : 'outline'}
              colorPalette="brand"
              borderStartRadius={isPremium ? 0 : undefined}
              borderEndRadius={isPremium ? undefined : 0}
              aria-pressed={premium === isPremium}
              onClick={() => {
                // The page stays where that test has it; past its last page, its last page.
                setPremium(isPremium);
                setPage(Math.min(current, Math.max(0, questionsOf(definition, isPremium).length - 1)));
              }}
            >
              {isPremium ? t.premium : t.normal}
            </Button>
          ))}
        </HStack>
        <Box
          data-testid="questionnaire-preview-phone"
          w="full"
          borderWidth={{ base: '0', sm: '1px' }}
          borderColor="gray.300"
          borderRadius={{ base: '0', sm: '2xl' }}
          boxShadow={{ base: 'none', sm: 'md' }}
          bg="white"
          px="4"
          py="5"
        >
          <Stack gap="4">
            <Heading as="h2" size="md">
              {questionnaireFormTexts.title('', premium)}
            </Heading>
            {section ? (
              <Box as="section" aria-labelledby="questionnaire-preview-page-title">
                <Heading as="h3" size="md" id="questionnaire-preview-page-title" ref={pageHeading} tabIndex={-1} mb="2">
                  {questionnaireFormTexts.pageOf(current + 1, sections.length, section.title)}
                </Heading>
                {section.intro ? (
                  <Text color="gray.700" mb="4">
                    {section.intro}
                  </Text>
                ) : null}
                <SectionQuestions
                  section={section}
                  shown={shown}
                  answers={answers}
                  onChange={setAnswer}
                  readOnly={false}
                  preview
                  noteOf={(question) => conditionText(question, definition.sections)}
                />
              </Box>
            ) : (
              <Text>{t.noPages}</Text>
            )}
            <Stack direction={{ base: 'column', sm: 'row' }} gap="3" wrap="wrap">
              {current > 0 ? (
                <Button variant="outline" minH="11" onClick={() => goTo(current - 1)}>
                  {questionnaireFormTexts.back}
                </Button>
              ) : null}
              {current < sections.length - 1 ? (
                <Button colorPalette="brand" minH="11" onClick={() => goTo(current + 1)}>
                  {questionnaireFormTexts.next}
                </Button>
              ) : null}
            </Stack>
          </Stack>
        </Box>
      </Stack>

      <Stack gap="3" flex="1" minW="0" w="full">
        <Heading as="h2" size="md">
          {t.scoreTitle}
        </Heading>
        <Text fontSize="sm" color="gray.600">
          {t.nothingSaved}
        </Text>
        <Box as="dl" borderTopWidth="1px" borderColor="gray.200">
          {score.sections.map((row, index) => (
            <ScoreRow key={row.sectionId} label={questionnaireFormTexts.pageOf(index + 1, score.sections.length, row.title)} percent={row.score.percent} />
          ))}
          <ScoreRow label={t.scoreTotal} percent={score.total.percent} strong />
        </Box>
        <Text fontSize="sm" color="gray.600">
          {t.scoreOf(germanNumberText(score.total.points), germanNumberText(score.total.possible))}
        </Text>
        <Box>
          <Button variant="outline" size="sm" minH="11" onClick={() => setAnswers({})} disabled={Object.keys(answers).length === 0}>
            {t.reset}
          </Button>
        </Box>
      </Stack>
    </Stack>
  );
}

/** One line of the score: the page (or 'Gesamt') and its percent, '–' where nothing counted. */
function ScoreRow({ label, percent, strong = false }: { label: string; percent: number | null; strong?: boolean }) {
  return (
    <HStack justify="space-between" align="baseline" gap="4" py="1.5" borderBottomWidth="1px" borderColor="gray.200" fontWeight={strong ? 'semibold' : undefined}>
      <Box as="dt">{label}</Box>
      <Box as="dd" whiteSpace="nowrap">
        {percentText(percent)}
      </Box>
    </HStack>
  );
}
