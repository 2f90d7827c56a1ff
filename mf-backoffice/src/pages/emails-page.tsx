import { EmailsScreen } from '../features/emails/emails-screen';

/** /emails — spec back-office.md section 2 'Email list'. */
export default function EmailsPage() {
  return <EmailsScreen />;
}
