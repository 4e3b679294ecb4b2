import type { ReactNode } from 'react';
import { Sidebar } from './sidebar';
import './my-qr-codes.css';

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
