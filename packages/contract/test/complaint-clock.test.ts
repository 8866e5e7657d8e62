import { describe, expect, it } from 'vitest';
import {
  COMPLAINT_RESOLUTION_DAYS,
  complaintClock,
  complaintDueAt,
  mayMoveComplaint,
} from '../src/api/ops-complaints';

describe('complaintClock', () => {
  const received = '2026-11-21T06:00:00Z'; // 11:30 on 21 Nov in India

  it('gives 30 days on the day received and counts down by India’s calendar days', () => {
    expect(COMPLAINT_RESOLUTION_DAYS).toBe(30);
    expect(complaintClock(received, received)).toEqual({
      dueDate: '2026-12-21',
      daysLeft: 30,
      overdue: false,
    });
    // 23:59 on 21 Nov in India is still the first day; 00:01 on 22 Nov is the next.
    expect(complaintClock(received, '2026-11-21T18:29:00Z').daysLeft).toBe(30);
    expect(complaintClock(received, '2026-11-21T18:31:00Z').daysLeft).toBe(29);
  });

  it('is due on its last day and overdue from the day after', () => {
    expect(complaintClock(received, '2026-12-21T18:29:00Z')).toMatchObject({
      daysLeft: 0,
      overdue: false,
    });
    expect(complaintClock(received, '2026-12-21T18:31:00Z')).toMatchObject({
      daysLeft: -1,
      overdue: true,
    });
    expect(complaintClock(received, new Date('2027-01-20T06:00:00Z')).daysLeft).toBe(-30);
  });

  it('takes the day received in India, not in UTC', () => {
    // 20 Nov 23:00 UTC is already 21 Nov in India.
    expect(complaintClock('2026-11-20T23:00:00Z', received)).toMatchObject({
      dueDate: '2026-12-21',
      daysLeft: 30,
    });
  });

  it('puts dueAt at the moment overdue begins: midnight in India after the last day', () => {
    expect(complaintDueAt(received).toISOString()).toBe('2026-12-21T18:30:00.000Z');
    const justBefore = new Date(complaintDueAt(received).getTime() - 1);
    expect(complaintClock(received, justBefore).overdue).toBe(false);
    expect(complaintClock(received, complaintDueAt(received)).overdue).toBe(true);
  });
});

describe('complaint statuses', () => {
  it('allow open → in progress → resolved and escalation of a pending one only', () => {
    expect(mayMoveComplaint('open', 'in_progress')).toBe(true);
    expect(mayMoveComplaint('in_progress', 'resolved')).toBe(true);
    expect(mayMoveComplaint('open', 'escalated')).toBe(true);
    expect(mayMoveComplaint('in_progress', 'escalated')).toBe(true);
    expect(mayMoveComplaint('open', 'resolved')).toBe(false);
    expect(mayMoveComplaint('resolved', 'open')).toBe(false);
    expect(mayMoveComplaint('resolved', 'escalated')).toBe(false);
    expect(mayMoveComplaint('escalated', 'in_progress')).toBe(false);
  });
});
