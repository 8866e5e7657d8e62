/**
 * A starter IFSC directory for the finder: real branches of the largest Indian banks, so the
 * finder works before anyone imports the RBI's full list (scripts/import-ifsc.ts), which then
 * updates these rows and adds the rest. Every code is on the ifsc package's list (a test checks
 * it); bank names are the package's banknames.json names for the code's first four letters.
 * States and districts use the current names of domains/geography/india-geography.ts.
 */
export type IfscBranchSeed = {
  readonly ifsc: string;
  readonly branch: string;
  readonly state: string;
  readonly district: string;
  readonly city: string;
  readonly address: string;
};

export type IfscBankSeed = {
  /** The first four letters of the bank's codes. */
  readonly code: string;
  readonly name: string;
  readonly branches: readonly IfscBranchSeed[];
};

export const IFSC_DIRECTORY: readonly IfscBankSeed[] = [
  {
    code: 'SBIN',
    name: 'State Bank of India',
    branches: [
      {
        ifsc: 'SBIN0000300',
        branch: 'Mumbai Main Branch',
        state: 'Maharashtra',
        district: 'Mumbai City',
        city: 'Mumbai',
        address: 'Mumbai Samachar Marg, Fort, Mumbai 400023',
      },
      {
        ifsc: 'SBIN0000691',
        branch: 'New Delhi Main Branch',
        state: 'Delhi',
        district: 'New Delhi',
        city: 'New Delhi',
        address: '11 Sansad Marg, New Delhi 110001',
      },
      {
        ifsc: 'SBIN0000001',
        branch: 'Kolkata Main Branch',
        state: 'West Bengal',
        district: 'Kolkata',
        city: 'Kolkata',
        address: 'Samriddhi Bhawan, 1 Strand Road, Kolkata 700001',
      },
      {
        ifsc: 'SBIN0002234',
        branch: 'Madras University',
        state: 'Tamil Nadu',
        district: 'Chennai',
        city: 'Chennai',
        address: 'University Buildings, Chepauk, Chennai 600005',
      },
    ],
  },
  {
    code: 'HDFC',
    name: 'HDFC Bank',
    branches: [
      {
        ifsc: 'HDFC0000001',
        branch: 'Sandoz House, Worli',
        state: 'Maharashtra',
        district: 'Mumbai City',
        city: 'Mumbai',
        address: 'Sandoz House, Dr Annie Besant Road, Worli, Mumbai 400018',
      },
      {
        ifsc: 'HDFC0000408',
        branch: 'Vasai',
        state: 'Maharashtra',
        district: 'Palghar',
        city: 'Vasai',
        address: 'Mangesh Bhuvan, Guru Nanak Nagar, Ambadi Road, Vasai West 401202',
      },
      {
        ifsc: 'HDFC0008446',
        branch: 'ISRO Layout',
        state: 'Karnataka',
        district: 'Bengaluru Urban',
        city: 'Bengaluru',
        address: 'Ground Floor, No 531, 14th Cross, ISRO Layout, Bengaluru 560078',
      },
      {
        ifsc: 'HDFC0002858',
        branch: 'Banashankari 2nd Stage',
        state: 'Karnataka',
        district: 'Bengaluru Urban',
        city: 'Bengaluru',
        address: 'No 2466, 24th Cross, 2nd Stage, opposite BDA Complex, Bengaluru 560070',
      },
      {
        ifsc: 'HDFC0000253',
        branch: 'Belgaum',
        state: 'Karnataka',
        district: 'Belagavi',
        city: 'Belagavi',
        address: '4830/28A, Dr Ambedkar Road, opposite District Hospital, Belagavi 590002',
      },
      {
        ifsc: 'HDFC0004842',
        branch: 'Maduravoyal',
        state: 'Tamil Nadu',
        district: 'Chennai',
        city: 'Chennai',
        address: 'No 442, Poonamallee High Road, Maduravoyal, Chennai 600095',
      },
    ],
  },
  {
    code: 'ICIC',
    name: 'ICICI Bank',
    branches: [
      {
        ifsc: 'ICIC0000007',
        branch: 'Connaught Place',
        state: 'Delhi',
        district: 'New Delhi',
        city: 'New Delhi',
        address: '9A Phelps Building, Connaught Place, New Delhi 110001',
      },
      {
        ifsc: 'ICIC0003543',
        branch: 'Chhatarpur',
        state: 'Delhi',
        district: 'South Delhi',
        city: 'New Delhi',
        address: 'Chhatarpur, New Delhi 110074',
      },
      {
        ifsc: 'ICIC0001658',
        branch: 'Salt Lake Sector I',
        state: 'West Bengal',
        district: 'North 24 Parganas',
        city: 'Kolkata',
        address: 'DC-23, Sector I, Salt Lake, Kolkata 700064',
      },
      {
        ifsc: 'ICIC0002339',
        branch: 'Kasturi Nagar',
        state: 'Karnataka',
        district: 'Bengaluru Urban',
        city: 'Bengaluru',
        address: 'Kasturi Nagar, Bengaluru 560043',
      },
    ],
  },
  {
    code: 'PUNB',
    name: 'Punjab National Bank',
    branches: [
      {
        ifsc: 'PUNB0241100',
        branch: 'Vidhan Sabha Marg',
        state: 'Uttar Pradesh',
        district: 'Lucknow',
        city: 'Lucknow',
        address: '19 Vidhan Sabha Marg, Lucknow 226001',
      },
      {
        ifsc: 'PUNB0392600',
        branch: 'Gomti Nagar',
        state: 'Uttar Pradesh',
        district: 'Lucknow',
        city: 'Lucknow',
        address: '1/1 Vivek Khand, Gomti Nagar, Lucknow 226010',
      },
      {
        ifsc: 'PUNB0209910',
        branch: 'Viraj Khand',
        state: 'Uttar Pradesh',
        district: 'Lucknow',
        city: 'Lucknow',
        address: 'CP-69, Upper Ground Floor, Viraj Khand, Gomti Nagar, Lucknow 226010',
      },
      {
        ifsc: 'PUNB0411900',
        branch: 'Chandauli',
        state: 'Uttar Pradesh',
        district: 'Chandauli',
        city: 'Chandauli',
        address: 'G T Road, Chandauli',
      },
      {
        ifsc: 'PUNB0504310',
        branch: 'Nirankari Colony',
        state: 'Delhi',
        district: 'North West Delhi',
        city: 'Delhi',
        address: 'Sant Nirankari Colony, Delhi 110009',
      },
    ],
  },
  {
    code: 'BARB',
    name: 'Bank of Baroda',
    branches: [
      {
        ifsc: 'BARB0MANDVI',
        branch: 'Mandvi, Vadodara',
        state: 'Gujarat',
        district: 'Vadodara',
        city: 'Vadodara',
        address: 'Mandvi, Vadodara 390006',
      },
      {
        ifsc: 'BARB0GONDAL',
        branch: 'Gondal',
        state: 'Gujarat',
        district: 'Rajkot',
        city: 'Gondal',
        address: 'College Chowk, Gondal 360311',
      },
      {
        ifsc: 'BARB0COLABA',
        branch: 'Colaba',
        state: 'Maharashtra',
        district: 'Mumbai City',
        city: 'Mumbai',
        address: 'Colaba, Mumbai 400005',
      },
      {
        ifsc: 'BARB0GANGTO',
        branch: 'Gangtok',
        state: 'Sikkim',
        district: 'Gangtok',
        city: 'Gangtok',
        address: 'New Market, M.G. Marg, Gangtok 737101',
      },
    ],
  },
  {
    code: 'UTIB',
    name: 'Axis Bank',
    branches: [
      {
        ifsc: 'UTIB0000009',
        branch: 'M.G. Road, Bengaluru',
        state: 'Karnataka',
        district: 'Bengaluru Urban',
        city: 'Bengaluru',
        address: 'No 9, M.G. Road, Block A, Bengaluru 560001',
      },
      {
        ifsc: 'UTIB0000007',
        branch: 'New Delhi',
        state: 'Delhi',
        district: 'New Delhi',
        city: 'New Delhi',
        address: 'Statesman House, 148 Barakhamba Road, New Delhi 110001',
      },
      {
        ifsc: 'UTIB0001604',
        branch: 'Srirangam',
        state: 'Tamil Nadu',
        district: 'Tiruchirappalli',
        city: 'Tiruchirappalli',
        address: 'No 1, Annai Illam, opposite Thangam Avenue, Srirangam, Tiruchirappalli 620006',
      },
      {
        ifsc: 'UTIB0001445',
        branch: 'Munger',
        state: 'Bihar',
        district: 'Munger',
        city: 'Munger',
        address: 'Opposite Shanker Vastralaya, Bekapur Road, Munger 811201',
      },
    ],
  },
  {
    code: 'CNRB',
    name: 'Canara Bank',
    branches: [
      {
        ifsc: 'CNRB0000455',
        branch: 'M.G. Road, Bengaluru',
        state: 'Karnataka',
        district: 'Bengaluru Urban',
        city: 'Bengaluru',
        address: 'M.G. Road, Bengaluru 560001',
      },
      {
        ifsc: 'CNRB0000416',
        branch: 'Jayanagar 4th Block',
        state: 'Karnataka',
        district: 'Bengaluru Urban',
        city: 'Bengaluru',
        address: 'Jayanagar 4th Block, Bengaluru 560011',
      },
      {
        ifsc: 'CNRB0001929',
        branch: 'Renumakalahalli',
        state: 'Karnataka',
        district: 'Chikkaballapur',
        city: 'Gudibanda',
        address: 'Renumakalahalli, Gudibanda Taluk 561209',
      },
      {
        ifsc: 'CNRB0001189',
        branch: 'The Mall, Solan',
        state: 'Himachal Pradesh',
        district: 'Solan',
        city: 'Solan',
        address: 'The Mall, Solan',
      },
      {
        ifsc: 'CNRB0002053',
        branch: 'Punhana',
        state: 'Haryana',
        district: 'Nuh',
        city: 'Punhana',
        address: 'Punhana, Nuh',
      },
    ],
  },
  {
    code: 'UBIN',
    name: 'Union Bank of India',
    branches: [
      {
        ifsc: 'UBIN0557609',
        branch: 'Chennai CMS',
        state: 'Tamil Nadu',
        district: 'Chennai',
        city: 'Chennai',
        address: 'Union Bank Bhavan, 139 Broadway, Chennai 600108',
      },
      {
        ifsc: 'UBIN0530026',
        branch: 'Patna Main',
        state: 'Bihar',
        district: 'Patna',
        city: 'Patna',
        address: 'Patna',
      },
      {
        ifsc: 'UBIN0547328',
        branch: 'Badmal',
        state: 'Odisha',
        district: 'Sambalpur',
        city: 'Badmal',
        address: 'At and Post Badmal, via Jujumura, Sambalpur 768105',
      },
      {
        ifsc: 'UBIN0563722',
        branch: 'Palampur',
        state: 'Himachal Pradesh',
        district: 'Kangra',
        city: 'Palampur',
        address: 'Palampur, Kangra',
      },
    ],
  },
  {
    code: 'KKBK',
    name: 'Kotak Mahindra Bank',
    branches: [
      {
        ifsc: 'KKBK0000958',
        branch: 'Nariman Point',
        state: 'Maharashtra',
        district: 'Mumbai City',
        city: 'Mumbai',
        address: 'Bakhtawar, 229 Nariman Point, Mumbai 400021',
      },
      {
        ifsc: 'KKBK0001769',
        branch: 'F.C. Road, Pune',
        state: 'Maharashtra',
        district: 'Pune',
        city: 'Pune',
        address: 'Fergusson College Road, Shivajinagar, Pune 411004',
      },
      {
        ifsc: 'KKBK0005702',
        branch: 'Gaya',
        state: 'Bihar',
        district: 'Gaya',
        city: 'Gaya',
        address: 'Gaya',
      },
      {
        ifsc: 'KKBK0000332',
        branch: 'Jorhat',
        state: 'Assam',
        district: 'Jorhat',
        city: 'Jorhat',
        address: 'Jorhat',
      },
    ],
  },
  {
    code: 'BKID',
    name: 'Bank of India',
    branches: [
      {
        ifsc: 'BKID0006006',
        branch: 'Karol Bagh',
        state: 'Delhi',
        district: 'Central Delhi',
        city: 'New Delhi',
        address: '13/38 Arya Samaj Road, Karol Bagh, New Delhi 110005',
      },
      {
        ifsc: 'BKID0004244',
        branch: 'Jessore Road',
        state: 'West Bengal',
        district: 'North 24 Parganas',
        city: 'Kolkata',
        address: '468/1 Jessore Road, Kolkata 700028',
      },
      {
        ifsc: 'BKID0006606',
        branch: 'Bhilwara',
        state: 'Rajasthan',
        district: 'Bhilwara',
        city: 'Bhilwara',
        address: '83-84 Pech Area, Bhopalganj, Bhilwara',
      },
      {
        ifsc: 'BKID0002708',
        branch: 'Bhatar Road, Surat',
        state: 'Gujarat',
        district: 'Surat',
        city: 'Surat',
        address: 'Indralok Apartments, Bhatar Char Rasta, Surat',
      },
      {
        ifsc: 'BKID0008740',
        branch: 'Somalwada',
        state: 'Maharashtra',
        district: 'Nagpur',
        city: 'Nagpur',
        address: 'Plot No 9, Mayasmruti, Wardha Road, Somalwada, Nagpur',
      },
    ],
  },
  {
    code: 'MAHB',
    name: 'Bank of Maharashtra',
    branches: [
      {
        ifsc: 'MAHB0000310',
        branch: 'Fort, Mumbai',
        state: 'Maharashtra',
        district: 'Mumbai City',
        city: 'Mumbai',
        address: 'Blackie House, 103/105 Walchand Hirachand Marg, Fort, Mumbai 400001',
      },
      {
        ifsc: 'MAHB0001390',
        branch: 'Lower Parel',
        state: 'Maharashtra',
        district: 'Mumbai City',
        city: 'Mumbai',
        address: 'Amir Industrial Estate, Sun Mill Compound, Lower Parel West, Mumbai 400013',
      },
    ],
  },
  {
    code: 'HSBC',
    name: 'Hongkong & Shanghai Banking Corporation',
    branches: [
      {
        ifsc: 'HSBC0400002',
        branch: 'Main Branch, Mumbai',
        state: 'Maharashtra',
        district: 'Mumbai City',
        city: 'Mumbai',
        address: '52/60 M.G. Road, Fort, Mumbai 400001',
      },
    ],
  },
];
