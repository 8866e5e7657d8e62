import type { CatalogOf } from '../catalog';
import type { en } from './en';

const hi: CatalogOf<typeof en> = {
  region: 'विज्ञापन की माप',
  question:
    'क्या हमारे विज्ञापनों को मापने के लिए {services} की कुकीज़ की अनुमति देते हैं? आपका फ़ोन नंबर, Aadhaar, PAN या बैंक की जानकारी किसी से साझा नहीं की जाती।',
  and: ' और ',
  decline: 'मना करें',
  allow: 'अनुमति दें',
};
export default hi;
