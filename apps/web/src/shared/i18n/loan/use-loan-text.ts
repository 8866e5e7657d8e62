import { useShownText } from '../shown-text';
import { LOAN_PATTERNS, loanMessages } from './en';

/** The shared loan texts: `t` for its keys, `text()` for a state, row or sub-line in English. */
export const useLoanText = () => useShownText(loanMessages, LOAN_PATTERNS);
