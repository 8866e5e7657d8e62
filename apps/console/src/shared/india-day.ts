/** Today's calendar day in India (YYYY-MM-DD), plus `offsetDays`. */
export const indiaDay = (offsetDays = 0) =>
  new Date(Date.now() + 330 * 60_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
