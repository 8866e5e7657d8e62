/** The delivery job of one message: the job runner calls the delivery handler with it. */
export const MESSAGE_DELIVER_JOB = 'message.deliver';
export const messageJobKey = (messageId: number) => `message:${messageId}`;
/** Attempts before a message is marked failed (the job is dead-lettered with it). */
export const MESSAGE_MAX_ATTEMPTS = 5;
/**
 * The sweep that queues due and overdue reminders (once per loan and occurrence, so running it
 * often is harmless): every 15 minutes, so a reminder is queued soon after its day starts.
 */
export const REMINDER_SWEEP_JOB = 'notifications.reminders';
export const REMINDER_SWEEP_EVERY_MS = 15 * 60_000;
/**
 * An event told later (an offer the day after a loan closed): the job runs `notify` at its time,
 * so the messages are written with that day's facts and the borrower's choices then.
 */
export const NOTIFY_LATER_JOB = 'message.notify-later';
