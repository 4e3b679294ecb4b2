import { useMatch } from 'react-router-dom';
import { AccountPage } from './account/account-page';
import { DashboardLayout } from './qr-codes/dashboard-layout';
import { MyQrCodesPage } from './qr-codes/my-qr-codes-page';

/** The dashboard micro-frontend: My QR Codes and My Account (analytics joins it later). */
export default function DashboardApp() {
  // The shell routes /account to this remote too.
  const isAccount = useMatch('/account');
  if (isAccount) return <AccountPage />;
  return (
    <DashboardLayout>
      <MyQrCodesPage />
    </DashboardLayout>
  );
}
