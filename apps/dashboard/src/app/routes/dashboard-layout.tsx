import type { ReactNode } from 'react';
import { Sidebar } from '../features/qr-codes/sidebar';
import '../features/qr-codes/my-qr-codes.css';

export interface DashboardLayoutProps {
  children: ReactNode;
}

/** Sidebar plus the screen. */
export function DashboardLayout({ children }: DashboardLayoutProps) {
  return (
    <div className="dashboard-layout">
      <Sidebar />
      <div className="dashboard-layout__main">{children}</div>
    </div>
  );
}
