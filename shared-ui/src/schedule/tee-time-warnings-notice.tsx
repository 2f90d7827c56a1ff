import { List, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { Notice } from '../components/notice';
import { teeTimeWarningTexts as t } from './tee-time-warning-texts';
import { teeTimeWarnings, type TeeTimeWarningInput } from './tee-time-warnings';

export interface TeeTimeWarningsNoticeProps extends TeeTimeWarningInput {
  /** Whom to agree an exception with: the configured back office name (`contact.name`). */
  contactName: string;
}

/** The soft warnings as one notice that never blocks saving; nothing when there is none. */
export function TeeTimeWarningsNotice({ date, teeTime, noStartingTimes, startDate, endDate, clubState, contactName }: TeeTimeWarningsNoticeProps) {
  const warnings = useMemo(
    () => teeTimeWarnings({ date, teeTime, noStartingTimes, startDate, endDate, clubState }, contactName),
    [date, teeTime, noStartingTimes, startDate, endDate, clubState, contactName],
  );
  if (warnings.length === 0) return null;
  return (
    <Notice status="warning" title={t.title}>
      <List.Root ps="4" gap="1">
        {warnings.map((warning) => (
          <List.Item key={warning}>{warning}</List.Item>
        ))}
      </List.Root>
      <Text mt="2">{t.note}</Text>
    </Notice>
  );
}
