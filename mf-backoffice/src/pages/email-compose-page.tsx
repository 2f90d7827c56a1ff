import { ComposeScreen } from '../features/email-compose/compose-screen';

/** /emails/new — spec back-office.md section 2 'Compose email'. */
export default function EmailComposePage() {
  return <ComposeScreen />;
}
