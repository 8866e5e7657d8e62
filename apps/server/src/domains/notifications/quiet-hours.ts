import { HOUR_MS, addDays, istDay, istDayStart } from '../../shared/clock';
import { MessageCategory, type MessageCategoryValue } from './message-templates';

/** Reminders, collections and offers go out only from 08:00 to before 19:00 India time. */
const WINDOW_START_HOUR = 8;
const WINDOW_END_HOUR = 19;

export const keepsQuietHours = (category: string): boolean =>
  category === MessageCategory.reminder ||
  category === MessageCategory.collection ||
  category === MessageCategory.marketing;

/** Null when a message of `category` may go at `at`; otherwise the moment it may (next 08:00). */
export function heldUntil(category: MessageCategoryValue | string, at: Date): Date | null {
  if (!keepsQuietHours(category)) return null;
  const today = istDay(at);
  const dayStart = istDayStart(today).getTime();
  const opens = dayStart + WINDOW_START_HOUR * HOUR_MS;
  const closes = dayStart + WINDOW_END_HOUR * HOUR_MS;
  const now = at.getTime();
  if (now >= opens && now < closes) return null;
  if (now < opens) return new Date(opens);
  return new Date(istDayStart(addDays(today, 1)).getTime() + WINDOW_START_HOUR * HOUR_MS);
}
