import List from 'antd-mobile/es/components/list';
import Switch from 'antd-mobile/es/components/switch';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messagePreferencesQuery, saveMessagePreferencesMutation } from '../api/inbox-api';

/**
 * The one message choice a borrower has: offers by SMS, WhatsApp and in the app. Messages about
 * their loans (approval, reminders, receipts) always come, which the line under it says.
 */
export function OffersSetting() {
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
    <List className="inbox-settings" header="Message settings">
      <List.Item
        arrowIcon={false}
        description={
          save.isError
            ? 'Not saved: check your connection and try again.'
            : 'Messages about your loans always come.'
        }
        extra={
          <Switch
            checked={on}
            loading={save.isPending}
            aria-label="Offers by SMS and WhatsApp"
            onChange={(checked) => save.mutate({ offers: checked })}
          />
        }
      >
        Offers by SMS and WhatsApp
      </List.Item>
    </List>
  );
}
