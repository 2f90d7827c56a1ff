import { safeBackPath } from '../routing/paths';
import { useSearchParams } from 'react-router';

/**
 * The page's back target: its `navigateBack` query when that is a path of this site, else the
 * fallback. The one place screens read navigateBack (api-client's `safeBackPath` decides).
 */
export function useNavigateBack(fallback: string): string {
  const [searchParams] = useSearchParams();
  return safeBackPath(searchParams.get('navigateBack'), fallback);
}
