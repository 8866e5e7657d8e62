/** The delivery job of one message: the job runner calls the delivery handler with it. */
export const MESSAGE_DELIVER_JOB = 'message.deliver';
export const messageJobKey = (messageId: number) => `message:${messageId}`;
/** Attempts before a message is marked failed (the job is dead-lettered with it). */
export const MESSAGE_MAX_ATTEMPTS = 5;
