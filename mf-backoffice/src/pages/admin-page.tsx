import { AdminScreen } from '../features/admin/admin-screen';

/** /admin — spec back-office.md section 2 'Administration' (admins only; the shell's route gate and the data source check it). */
export default function AdminPage() {
  return <AdminScreen />;
}
