import List from 'antd-mobile/es/components/list';
import Switch from 'antd-mobile/es/components/switch';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMessages } from '../../../shared/i18n/i18n';
import { messagePreferencesQuery, saveMessagePreferencesMutation } from '../api/inbox-api';
import { inboxMessages } from '../i18n/en';

/**
 * The one message choice a borrower has: offers by SMS, WhatsApp and in the app. Messages about
 * their loans (approval, reminders, receipts) always come, which the line under it says.
 */
export function OffersSetting() {
  const t = useMessages(inboxMessages);
  const queryClient = useQueryClient();
  const preferences = useQuery(messagePreferencesQuery());
  const save = useMutation({
    ...saveMessagePreferencesMutation(),
    onSuccess: (saved) => queryClient.setQueryData(messagePreferencesQuery().queryKey, saved),
  });
  if (!preferences.data) return null;
  const on = save.isPending
    ? (save.variables?.offers ?? preferences.data.offers)
    : preferences.data.offers;

  return (
    <List className="inbox-settings" header={t.settings}>
      <List.Item
        arrowIcon={false}
        description={save.isError ? t.notSaved : t.loansAlwaysCome}
        extra={
          <Switch
            checked={on}
            loading={save.isPending}
            aria-label={t.offers}
            onChange={(checked) => save.mutate({ offers: checked })}
          />
        }
      >
        {t.offers}
      </List.Item>
    </List>
  );
}
