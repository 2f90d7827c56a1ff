import { TravelsScreen } from '../features/travel/travels-screen';

/** /travels — spec section 2 'Own expense claims'. */
export default function TravelsPage() {
  return <TravelsScreen />;
}
