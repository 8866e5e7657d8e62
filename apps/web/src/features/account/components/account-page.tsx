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
import { useMessages } from '../../../shared/i18n/i18n';
import { LanguageSwitch } from '../../../shared/ui/language-switch';
import { accountMessages } from '../i18n/en';

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
  const t = useMessages(accountMessages);

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
      content: t.quitConfirm,
      confirmText: t.quit,
      cancelText: t.cancel,
    });
    if (confirmed) quit.mutate();
  };

  const maskedPhone = session?.phone ? `+91 ${maskPhone(session.phone)}` : '';

  return (
    <main className="account-page">
      <section className="account-header">
        <img src="/logos/saral-mark.svg" alt="" width={56} height={56} />
        <div>
          <div className="account-header__title">{t.myAccount}</div>
          <div className="account-header__phone">{maskedPhone}</div>
        </div>
      </section>
      <List className="account-menu">
        <List.Item onClick={() => void navigate('/orders')}>{t.orderHistory}</List.Item>
        <List.Item onClick={() => void navigate('/personal/help')}>{t.helpCenter}</List.Item>
        <List.Item onClick={() => void navigate('/personal/aboutus')}>{t.aboutUs}</List.Item>
        <List.Item arrowIcon={false} extra={<LanguageSwitch />}>
          {t.language}
        </List.Item>
      </List>
      <SelfServiceSection />
      <AdMeasurementSetting />
      {lender.data && <GrievanceContact lender={lender.data} flush />}
      {lender.isError && (
        <p className="lender-section lender-section--flush" role="alert">
          {t.lenderFailed}{' '}
          <button type="button" className="link-button" onClick={() => void lender.refetch()}>
            {t.tryAgain}
          </button>
        </p>
      )}
      <List className="account-menu">
        <List.Item
          onClick={() => void confirmQuit()}
          arrowIcon={false}
          className="account-menu__quit"
        >
          {t.quit}
        </List.Item>
      </List>
    </main>
  );
}
