import { useParams } from '@dtp/shared-ui';
import { TravelScreen } from '../features/travel/travel-screen';

/**
 * /travels/travel/:travelId (named route show-travel): back to navigateBack, or /travels for a
 * tester; managers, who reach a claim from the dashboard, go back there.
 */
export default function TravelPage() {
  const { travelId } = useParams();
  return <TravelScreen key={travelId} id={Number(travelId)} />;
}
