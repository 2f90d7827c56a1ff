import { Alert, CloseButton } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export type NoticeStatus = 'info' | 'success' | 'warning' | 'danger';

const chakraStatus = { info: 'info', success: 'success', warning: 'warning', danger: 'error' } as const;

export interface NoticeProps {
  status?: NoticeStatus;
  title?: ReactNode;
  children?: ReactNode;
  /** Shows a close button. */
  onClose?: () => void;
}

/** A banner (info, success, warning, danger), e.g. the data sheet's hints. Warnings and dangers are announced. */
export function Notice({ status = 'info', title, children, onClose }: NoticeProps) {
  const urgent = status === 'warning' || status === 'danger';
  return (
    <Alert.Root status={chakraStatus[status]} role={urgent ? 'alert' : 'status'} alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content>
        {title ? <Alert.Title>{title}</Alert.Title> : null}
        {children ? <Alert.Description>{children}</Alert.Description> : null}
      </Alert.Content>
      {onClose ? <CloseButton size="sm" aria-label="Hinweis schließen" onClick={onClose} /> : null}
    </Alert.Root>
  );
}
