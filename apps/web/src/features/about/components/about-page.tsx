import Skeleton from 'antd-mobile/es/components/skeleton';
import { useQuery } from '@tanstack/react-query';
import { PageError } from '../../../shared/ui/page-error';
import { LenderDetails } from '../../../shared/lender/lender-details';
import { aboutUsQuery } from '../api/about-api';

/** About us: the app name, the copy the server holds and the lender (the one lender setting). */
export function AboutPage() {
  const about = useQuery(aboutUsQuery());
  if (about.isPending) return <Skeleton.Paragraph lineCount={6} animated className="page-pad" />;
  if (about.isError)
    return <PageError message={about.error.message} onRetry={() => void about.refetch()} />;
  return (
    <main className="about-page">
      <img src="/logos/saral-mark.svg" alt="" width={72} height={72} />
      <h1 className="about-page__name">{about.data.appName}</h1>
      {about.data.copywriting.split(/\n{2,}/).map((paragraph) => (
        <p key={paragraph.slice(0, 40)}>{paragraph}</p>
      ))}
      <LenderDetails lender={about.data.lender} />
    </main>
  );
}
