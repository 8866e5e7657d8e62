import type { ReactNode } from 'react';
import {
  AuditOutlined,
  BankOutlined,
  ClockCircleOutlined,
  CalendarOutlined,
  ReconciliationOutlined,
  DashboardOutlined,
  FileTextOutlined,
  FileSearchOutlined,
  PhoneOutlined,
  MessageOutlined,
  NotificationOutlined,
  SettingOutlined,
  SolutionOutlined,
  TeamOutlined,
  TransactionOutlined,
} from '@ant-design/icons';

export type ConsoleSection = {
  path: string;
  label: string;
  icon: ReactNode;
  /** The permission the menu entry needs (the server checks the same on every call). */
  permission: string | null;
};

/** The console's menu, in the order staff use it through the day. */
export const CONSOLE_SECTIONS: readonly ConsoleSection[] = [
  { path: '/', label: 'Dashboard', icon: <DashboardOutlined />, permission: 'dashboard.read' },
  {
    path: '/review',
    label: 'Review queue',
    icon: <SolutionOutlined />,
    permission: 'applications.read',
  },
  { path: '/loans', label: 'Loans', icon: <FileSearchOutlined />, permission: 'loans.read' },
  {
    path: '/collections',
    label: 'Collections',
    icon: <PhoneOutlined />,
    permission: 'collections.read',
  },
  {
    path: '/complaints',
    label: 'Complaints',
    icon: <MessageOutlined />,
    permission: 'complaints.read',
  },
  {
    path: '/failed-deliveries',
    label: 'Failed deliveries',
    icon: <NotificationOutlined />,
    permission: 'messages.read',
  },
  { path: '/payouts', label: 'Payouts', icon: <BankOutlined />, permission: 'payouts.read' },
  {
    path: '/finance',
    label: 'Finance requests',
    icon: <TransactionOutlined />,
    permission: 'finance.read',
  },
  {
    path: '/reconciliation',
    label: 'Reconciliation',
    icon: <ReconciliationOutlined />,
    permission: 'finance.read',
  },
  {
    path: '/daily-report',
    label: 'Daily report',
    icon: <CalendarOutlined />,
    permission: 'finance.read',
  },
  {
    path: '/settings',
    label: 'Products and rules',
    icon: <SettingOutlined />,
    permission: 'rules.read',
  },
  {
    path: '/content',
    label: 'Content and settings',
    icon: <FileTextOutlined />,
    permission: 'content.read',
  },
  {
    path: '/operators',
    label: 'Operators',
    icon: <TeamOutlined />,
    permission: 'operators.manage',
  },
  { path: '/audit', label: 'Audit log', icon: <AuditOutlined />, permission: 'audit.read' },
  {
    path: '/jobs',
    label: 'Background jobs',
    icon: <ClockCircleOutlined />,
    permission: 'jobs.read',
  },
];

/** The section a console path belongs to ("/loans/12" → Loans). */
export function sectionOf(pathname: string): ConsoleSection | undefined {
  const matches = CONSOLE_SECTIONS.filter(
    (section) =>
      section.path === pathname ||
      (section.path !== '/' && pathname.startsWith(`${section.path}/`)),
  );
  return matches[0];
}
