import List from 'antd-mobile/es/components/list';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { maskPhone } from '@saral/contract/field-rules';
import { sessionStore, useSession } from '../../../shared/session/session-store';
import { confirmDialog } from '../../../shared/ui/feedback';
import { GrievanceContact } from '../../../shared/lender/grievance-contact';
import { lenderIdentityQuery, logoutMutation } from '../api/account-api';
import { AdMeasurementSetting } from './ad-measurement-setting';
import { SelfServiceSection } from './self-service-section';

/**
 * Account (/personal): Order History, Help Center, About us, then self-service (profile,
 * bank accounts, loan documents, privacy and data rights), Ad measurement, the grievance
 * officer with the RBI complaint route, and Quit.
 */
export function AccountPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const lender = useQuery(lenderIdentityQuery());

  const quit = useMutation({
    ...logoutMutation(),
    // Sign out locally whatever the server says: an unreachable server must not trap the borrower.
    meta: { errorDisplay: 'inline' },
    onSettled: () => {
      sessionStore.clear();
      queryClient.clear();
      void navigate('/login', { replace: true });
    },
  });

  const confirmQuit = async () => {
    const confirmed = await confirmDialog({
      content: 'Log out of Saral on this device?',
      confirmText: 'Quit',
      cancelText: 'Cancel',
    });
    if (confirmed) quit.mutate();
  };

  const maskedPhone = session?.phone ? `+91 ${maskPhone(session.phone)}` : '';

  return (
    <main className="account-page">
      <section className="account-header">
        <img src="/logos/saral-mark.svg" alt="" width={56} height={56} />
        <div>
          <div className="account-header__title">My account</div>
          <div className="account-header__phone">{maskedPhone}</div>
        </div>
      </section>
      <List className="account-menu">
        <List.Item onClick={() => void navigate('/orders')}>Order History</List.Item>
        <List.Item onClick={() => void navigate('/personal/help')}>Help Center</List.Item>
        <List.Item onClick={() => void navigate('/personal/aboutus')}>About us</List.Item>
      </List>
      <SelfServiceSection />
      <AdMeasurementSetting />
      {lender.data && <GrievanceContact lender={lender.data} flush />}
      {lender.isError && (
        <p className="lender-section lender-section--flush" role="alert">
          The grievance officer’s details could not be loaded.{' '}
          <button type="button" className="link-button" onClick={() => void lender.refetch()}>
            Try again
          </button>
        </p>
      )}
      <List className="account-menu">
        <List.Item
          onClick={() => void confirmQuit()}
          arrowIcon={false}
          className="account-menu__quit"
        >
          Quit
        </List.Item>
      </List>
    </main>
  );
}
