import { i18n } from '../../../shared/i18n/i18n';
import { inLanguage } from '../../../shared/i18n/english-text';

/**
 * The contract's problems with an answer (formFieldError in @saral/contract/onboarding), as
 * templates: the field's name is the server's label, the numbers its limits.
 */
const problems = {
  // Before chooseField, which would also fit it.
  districtInState: 'Please choose a {district} in the chosen {state}',
  enterField: 'Please enter {field}',
  fixedDigits: '{field} has {max} digits',
  digitsOnly: '{field} must contain digits only',
  atMostCharacters: '{field} must be at most {max} characters',
  atLeastDigits: '{field} needs at least {min} digits',
  atLeastCharacters: '{field} must be at least {min} characters',
  chooseFromList: 'Please choose {field} from the list',
  chooseField: 'Please choose {field}',
  realDate: '{field} must be a real date written DD-MM-YYYY',
  adultAge: 'You must be at least {age} years old to borrow',
};

/** The basic and work information screens' English texts (spec sections 2 and 5). */
export const en = {
  basicTitle: 'Basic Information',
  workTitle: 'Work Information',
  next: 'CONFIRM TO NEXT',
  close: 'Close',
  search: 'Search {title}',
  loading: 'Loading…',
  tryAgain: 'Try again',
  noMatch: 'No {title} matches “{search}”',
  nothingToChoose: 'No {title} to choose from',
  chooseStateFirst: 'Please choose {state} first',
  yourState: 'your state',
  formProblems: 'Please fix these and try again:',
  'Please enter a valid email address': 'Please enter a valid email address',
  ...problems,
};

export const profileFormsMessages = i18n('profile-forms', en);

/** A problem the contract wrote in English, in the current language. */
export const problemText = (t: Readonly<Record<string, string>>, message: string) =>
  inLanguage(t, message, problems);
