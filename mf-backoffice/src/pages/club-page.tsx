import { useParams } from '@dtp/shared-ui';
import { ClubScreen } from '../features/club/club-screen';

/** /clubs/new and /clubs/show/:clubId — spec back-office.md section 2 'Club detail'. */
export default function ClubPage() {
  const { clubId } = useParams();
  // An id that is not a number is a club that does not exist (the screen says so).
  const id = clubId === undefined ? null : Number.isInteger(Number(clubId)) ? Number(clubId) : -1;
  return <ClubScreen key={clubId ?? 'new'} id={id} />;
}
