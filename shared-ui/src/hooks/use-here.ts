import { useLocation } from 'react-router';

/** This page's address with its query (a list's filters): where a page opened from here leads back to (`navigateBack`). */
export function useHere(): string {
  const { pathname, search } = useLocation();
  return `${pathname}${search}`;
}
