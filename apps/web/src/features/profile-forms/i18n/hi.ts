import type { CatalogOf } from '../../../shared/i18n/catalog';
import type { en } from './en';

const hi: CatalogOf<typeof en> = {
  basicTitle: 'बुनियादी जानकारी',
  workTitle: 'काम की जानकारी',
  next: 'आगे बढ़ें',
  close: 'बंद करें',
  search: '{title} खोजें',
  loading: 'लोड हो रहा है…',
  tryAgain: 'फिर से कोशिश करें',
  noMatch: '“{search}” से मिलता कोई {title} नहीं',
  nothingToChoose: 'चुनने के लिए कोई {title} नहीं',
  chooseStateFirst: 'कृपया पहले {state} चुनें',
  yourState: 'अपना राज्य',
  formProblems: 'कृपया इन्हें ठीक करके फिर से कोशिश करें:',
  'Please enter a valid email address': 'कृपया सही ईमेल पता डालें',
  districtInState: 'कृपया चुने गए {state} में से {district} चुनें',
  enterField: 'कृपया {field} डालें',
  fixedDigits: '{field} में {max} अंक होते हैं',
  digitsOnly: '{field} में केवल अंक हों',
  atMostCharacters: '{field} में ज़्यादा से ज़्यादा {max} अक्षर हों',
  atLeastDigits: '{field} में कम से कम {min} अंक हों',
  atLeastCharacters: '{field} में कम से कम {min} अक्षर हों',
  chooseFromList: 'कृपया सूची में से {field} चुनें',
  chooseField: 'कृपया {field} चुनें',
  realDate: '{field} एक सही तारीख हो, DD-MM-YYYY में लिखी',
  adultAge: 'लोन लेने के लिए आपकी उम्र कम से कम {age} साल होनी चाहिए',
};
export default hi;
