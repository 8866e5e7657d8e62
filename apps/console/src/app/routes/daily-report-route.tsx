import { DailyReportPage } from '../../features/finance/components/daily-report-page';

export const Component = DailyReportPage;
