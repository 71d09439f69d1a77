import { FeedbackRoute } from './paths';

/**
 * The screen takes no location state: the tab is the address's `tab`; without one, /auth/complaint
 * shows Complaint and /auth/feedback Feedback. Anything else there reads as the path's own tab.
 */
export const FEEDBACK_TAB_PARAM = 'tab';
export const FEEDBACK_TABS = ['feedback', 'complaint', 'suggestion'] as const;
export type FeedbackTab = (typeof FEEDBACK_TABS)[number];

const isTab = (value: string | null): value is FeedbackTab => FEEDBACK_TABS.some((tab) => tab === value);

export function feedbackTabOf(pathname: string, search: URLSearchParams): FeedbackTab {
  const asked = search.get(FEEDBACK_TAB_PARAM);
  if (isTab(asked)) return asked;
  return pathname.toLowerCase().startsWith(FeedbackRoute.complaint.toLowerCase()) ? 'complaint' : 'feedback';
}
