import { List, Text } from '@chakra-ui/react';
import { useConfig } from '@dtp/api-client';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
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

/** The fields of a tee-time form the warnings read. */
interface TeeTimeFields {
  date: string;
  teeTime: string;
  noStartingTimes: boolean;
}

export type TeeTimeFormWarningsProps = Pick<TeeTimeWarningInput, 'startDate' | 'endDate' | 'clubState'>;

/**
 * The soft warnings of a tee-time form (the tester's test, the back office's testing): its fields `date`, `teeTime`
 * and `noStartingTimes` as typed, checked against the wave's period and the club's Bundesland; the exception is
 * agreed with the configured back office (`contact.name`).
 */
export function TeeTimeFormWarnings({ startDate, endDate, clubState }: TeeTimeFormWarningsProps) {
  const { date, teeTime, noStartingTimes } = useWatch<TeeTimeFields>();
  const contactName = useConfig().contact.name;
  return (
    <TeeTimeWarningsNotice
      contactName={contactName}
      date={date ?? ''}
      teeTime={teeTime ?? ''}
      noStartingTimes={noStartingTimes === true}
      startDate={startDate}
      endDate={endDate}
      clubState={clubState}
    />
  );
}
