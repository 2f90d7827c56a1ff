import { ClubsScreen } from '../features/clubs/clubs-screen';

/** /clubs — spec back-office.md section 2 'Club list'. */
export default function ClubsPage() {
  return <ClubsScreen />;
}
