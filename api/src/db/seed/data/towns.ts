// The towns the demo restaurants are spread over. Each restaurant takes a real full postcode
// from api/data/uk-postcodes-sample.csv whose outward code is one of its town's districts
// (current, geographic districts: no PO-box, terminated or neighbouring-town districts), that
// postcode's coordinates, and a street from the same part of town.
//
// Postcode data: ONS National Statistics Postcode Lookup (May 2025), Open Government Licence
// v3.0; contains OS data © Crown copyright and database right; contains Royal Mail data
// © Royal Mail copyright and database right; source: Office for National Statistics.

/** A run of 1,000 of Ofcom's numbers reserved for drama (never given to a real line). */
export interface PhoneRange {
  /** The printed prefix including its trailing space, e.g. '020 7946 '. */
  prefix: string;
  /** The first number of the run: 0 for 0000-0999, 6000 for 6000-6999. */
  first: number;
  /** Digits printed after the prefix. */
  width: number;
}

/** Postcode districts and the streets that lie in or near them. */
export interface TownArea {
  districts: readonly string[];
  streets: readonly string[];
}

export interface Town {
  name: string;
  /** Share of the restaurants; the weights add up to 320, the default set. */
  weight: number;
  areas: readonly TownArea[];
  phone: PhoneRange;
}

const range = (prefix: string, first = 0, width = 4): PhoneRange => ({ prefix, first, width });
/** Ofcom's drama range with no geographic meaning, for towns without one of their own. */
export const ELSEWHERE = range('01632 960', 0, 3);

export const TOWNS: readonly Town[] = [
  {
    name: 'London',
    weight: 70,
    // prettier-ignore
    areas: [
      {
        districts: ['W1B', 'W1C', 'W1D', 'W1F', 'W1G', 'W1H', 'W1J', 'W1K', 'W1S', 'W1T', 'W1U', 'W1W'],
        streets: ['Old Compton Street', 'Dean Street', 'Greek Street', 'Frith Street', 'Wardour Street', 'Berwick Street', 'Charlotte Street', 'Goodge Street', 'Marylebone High Street', 'Chiltern Street', 'Great Portland Street'],
      },
      {
        districts: ['WC1A', 'WC1B', 'WC1E', 'WC1H', 'WC1N', 'WC1R', 'WC1X', 'WC2B', 'WC2E', 'WC2H', 'WC2N', 'WC2R'],
        streets: ['Shaftesbury Avenue', 'Neal Street', 'Maiden Lane', 'Drury Lane', 'Lamb’s Conduit Street', 'Museum Street', 'Theobalds Road', 'Marchmont Street'],
      },
      {
        districts: ['EC1M', 'EC1N', 'EC1R', 'EC1V', 'EC1Y', 'EC2A', 'EC2M', 'EC2V', 'EC3V', 'EC4A', 'EC4M', 'EC4Y'],
        streets: ['Exmouth Market', 'St John Street', 'Leather Lane', 'Whitecross Street', 'Bishopsgate', 'Cheapside', 'Fleet Street', 'Leadenhall Street', 'Curtain Road'],
      },
      {
        districts: ['E1', 'E1W', 'E2', 'E3', 'E5', 'E8', 'E9', 'E14'],
        streets: ['Brick Lane', 'Redchurch Street', 'Columbia Road', 'Broadway Market', 'Kingsland Road', 'Mare Street', 'Roman Road', 'Wapping High Street', 'Chatsworth Road', 'Westferry Road'],
      },
      {
        districts: ['N1', 'N4', 'N5', 'N6', 'N7', 'N8', 'N16', 'N19'],
        streets: ['Upper Street', 'Essex Road', 'Stoke Newington Church Street', 'Holloway Road', 'Highgate High Street', 'Crouch End Broadway', 'Blackstock Road', 'Highbury Park', 'Junction Road'],
      },
      {
        districts: ['NW1', 'NW3', 'NW5', 'NW6', 'NW8'],
        streets: ['Camden High Street', 'Haverstock Hill', 'Kentish Town Road', 'Kilburn High Road', 'St John’s Wood High Street', 'Hampstead High Street', 'Parkway'],
      },
      {
        districts: ['SE1', 'SE5', 'SE8', 'SE10', 'SE11', 'SE15', 'SE16', 'SE22', 'SE24'],
        streets: ['Borough High Street', 'Bermondsey Street', 'Lordship Lane', 'Rye Lane', 'Camberwell Church Street', 'Deptford High Street', 'Greenwich Church Street', 'Kennington Road', 'Railton Road', 'Lower Road'],
      },
      {
        districts: ['SW1P', 'SW1V', 'SW1W', 'SW1X', 'SW1Y', 'SW3', 'SW4', 'SW5', 'SW6', 'SW7', 'SW8', 'SW9', 'SW10', 'SW11', 'SW12'],
        streets: ['Kings Road', 'Fulham Road', 'Clapham High Street', 'Northcote Road', 'Battersea Rise', 'Brixton Road', 'Old Brompton Road', 'Wandsworth Road', 'Balham High Road', 'Pimlico Road', 'Elizabeth Street', 'Jermyn Street'],
      },
      {
        districts: ['W2', 'W6', 'W8', 'W9', 'W10', 'W11', 'W12', 'W14'],
        streets: ['Westbourne Grove', 'Portobello Road', 'Kensington Church Street', 'King Street', 'Goldhawk Road', 'North End Road', 'Edgware Road', 'Elgin Avenue', 'Golborne Road'],
      },
    ],
    phone: range('020 7946 '),
  },
  {
    name: 'Manchester',
    weight: 24,
    // prettier-ignore
    areas: [
      {
        districts: ['M1', 'M2', 'M3', 'M4'],
        streets: ['Deansgate', 'King Street', 'Oldham Street', 'Thomas Street', 'Tib Street', 'Portland Street', 'Bridge Street', 'Spring Gardens', 'Whitworth Street', 'Stevenson Square'],
      },
      {
        districts: ['M13', 'M14', 'M15', 'M16', 'M20', 'M21'],
        streets: ['Wilmslow Road', 'Burton Road', 'Beech Road', 'Lapwing Lane', 'Barlow Moor Road', 'Oxford Road', 'Wilbraham Road'],
      },
    ],
    phone: range('0161 496 '),
  },
  {
    name: 'Birmingham',
    weight: 22,
    // prettier-ignore
    areas: [
      {
        districts: ['B1', 'B2', 'B3', 'B4', 'B5'],
        streets: ['Colmore Row', 'Broad Street', 'Brindleyplace', 'Corporation Street', 'New Street', 'Hurst Street', 'Bennetts Hill', 'Digbeth High Street', 'Waterloo Street'],
      },
      {
        districts: ['B9', 'B11', 'B12', 'B13'],
        streets: ['Ladypool Road', 'Stratford Road', 'Alcester Road', 'Moseley Road', 'Coventry Road'],
      },
      {
        districts: ['B15', 'B16', 'B17', 'B18'],
        streets: ['Harborne High Street', 'Warstone Lane', 'Vyse Street', 'Hagley Road', 'Frederick Street'],
      },
    ],
    phone: range('0121 496 '),
  },
  {
    name: 'Leeds',
    weight: 18,
    // prettier-ignore
    areas: [
      {
        districts: ['LS1', 'LS2'],
        streets: ['Call Lane', 'Briggate', 'The Calls', 'Boar Lane', 'Merrion Street', 'Greek Street', 'Kirkgate', 'Vicar Lane', 'The Headrow'],
      },
      {
        districts: ['LS6', 'LS7', 'LS8'],
        streets: ['Otley Road', 'North Lane', 'Harrogate Road', 'Roundhay Road', 'Street Lane', 'Stainbeck Lane'],
      },
    ],
    phone: range('0113 496 '),
  },
  {
    name: 'Glasgow',
    weight: 20,
    // prettier-ignore
    areas: [
      {
        districts: ['G1', 'G2', 'G3', 'G4'],
        streets: ['Buchanan Street', 'Sauchiehall Street', 'Argyle Street', 'Candleriggs', 'West Nile Street', 'Bath Street', 'Hope Street', 'Ingram Street'],
      },
      {
        districts: ['G11', 'G12', 'G20'],
        streets: ['Ashton Lane', 'Byres Road', 'Great Western Road', 'Dumbarton Road', 'Ruthven Lane'],
      },
      {
        districts: ['G31', 'G40', 'G41', 'G42'],
        streets: ['Pollokshaws Road', 'Victoria Road', 'Nithsdale Road', 'Duke Street', 'Gallowgate'],
      },
    ],
    phone: range('0141 496 '),
  },
  {
    name: 'Edinburgh',
    weight: 20,
    // prettier-ignore
    areas: [
      {
        districts: ['EH1', 'EH2', 'EH3'],
        streets: ['Rose Street', 'George Street', 'Thistle Street', 'Victoria Street', 'Grassmarket', 'Cockburn Street', 'Queensferry Street', 'William Street'],
      },
      {
        districts: ['EH4', 'EH6', 'EH7'],
        streets: ['The Shore', 'Leith Walk', 'Constitution Street', 'Broughton Street', 'Easter Road', 'Raeburn Place', 'Comely Bank Road'],
      },
      {
        districts: ['EH8', 'EH9', 'EH10', 'EH11'],
        streets: ['Nicolson Street', 'Morningside Road', 'Bruntsfield Place', 'Causewayside', 'Marchmont Road', 'Dalry Road'],
      },
    ],
    phone: range('0131 496 '),
  },
  {
    name: 'Bristol',
    weight: 18,
    // prettier-ignore
    areas: [
      {
        districts: ['BS1', 'BS2'],
        streets: ['Corn Street', 'Baldwin Street', 'Queen Square', 'Welsh Back', 'Wapping Wharf', 'King Street', 'Stokes Croft'],
      },
      {
        districts: ['BS6', 'BS7', 'BS8', 'BS9'],
        streets: ['Park Street', 'Whiteladies Road', 'Gloucester Road', 'Cheltenham Road', 'Chandos Road', 'Princess Victoria Street', 'Westbury Hill'],
      },
      {
        districts: ['BS3', 'BS5'],
        streets: ['North Street', 'East Street', 'St Marks Road', 'Stapleton Road'],
      },
    ],
    phone: range('0117 496 '),
  },
  {
    name: 'Liverpool',
    weight: 16,
    // prettier-ignore
    areas: [
      {
        districts: ['L1', 'L2', 'L3'],
        streets: ['Bold Street', 'Hope Street', 'Castle Street', 'Seel Street', 'Duke Street', 'Hanover Street', 'Dale Street', 'Lord Street', 'Albert Dock'],
      },
      {
        districts: ['L7', 'L8', 'L15', 'L17', 'L18'],
        streets: ['Lark Lane', 'Allerton Road', 'Smithdown Road', 'Aigburth Road', 'Lodge Lane', 'Upper Parliament Street'],
      },
    ],
    phone: range('0151 496 '),
  },
  {
    name: 'Cardiff',
    weight: 12,
    // prettier-ignore
    areas: [
      {
        districts: ['CF10'],
        streets: ['St Mary Street', 'Caroline Street', 'Mill Lane', 'Womanby Street', 'High Street', 'Mermaid Quay', 'Churchill Way'],
      },
      {
        districts: ['CF5', 'CF11'],
        streets: ['Pontcanna Street', 'Cowbridge Road East', 'Cathedral Road', 'Cowbridge Road West'],
      },
      {
        districts: ['CF14', 'CF23', 'CF24'],
        streets: ['City Road', 'Wellfield Road', 'Crwys Road', 'Albany Road', 'Whitchurch Road', 'Merthyr Road'],
      },
    ],
    phone: range('029 2018 '),
  },
  {
    name: 'Newcastle',
    weight: 14,
    // prettier-ignore
    areas: [
      {
        districts: ['NE1'],
        streets: ['Grey Street', 'Quayside', 'Collingwood Street', 'Dean Street', 'Grainger Street', 'Clayton Street', 'Pilgrim Street', 'Stowell Street'],
      },
      {
        districts: ['NE2', 'NE3', 'NE4', 'NE6'],
        streets: ['Osborne Road', 'Acorn Road', 'Gosforth High Street', 'Heaton Road', 'Shields Road', 'Westgate Road'],
      },
    ],
    phone: range('0191 498 '),
  },
  {
    name: 'Sheffield',
    weight: 12,
    // prettier-ignore
    areas: [
      {
        districts: ['S1', 'S3'],
        streets: ['Division Street', 'Leopold Street', 'West Street', 'Chapel Walk', 'Carver Street', 'Russell Street', 'Alma Street'],
      },
      {
        districts: ['S2', 'S7', 'S8', 'S10', 'S11'],
        streets: ['Abbeydale Road', 'Ecclesall Road', 'Sharrow Vale Road', 'London Road', 'Glossop Road', 'Fulwood Road'],
      },
    ],
    phone: range('0114 496 '),
  },
  {
    name: 'Nottingham',
    weight: 12,
    // prettier-ignore
    areas: [
      {
        districts: ['NG1'],
        streets: ['Broadway', 'Goose Gate', 'Bridlesmith Gate', 'Stoney Street', 'Market Street', 'Long Row', 'King Street', 'Carrington Street'],
      },
      {
        districts: ['NG2', 'NG3', 'NG5', 'NG7', 'NG9'],
        streets: ['Mansfield Road', 'Derby Road', 'Central Avenue', 'Alfreton Road', 'High Road', 'Trent Bridge'],
      },
    ],
    phone: range('0115 496 '),
  },
  {
    name: 'Brighton',
    weight: 14,
    // prettier-ignore
    areas: [
      {
        districts: ['BN1'],
        streets: ['Gardner Street', 'Kensington Gardens', 'Ship Street', 'Duke Street', 'East Street', 'Bond Street', 'Trafalgar Street', 'Preston Street', 'Kings Road', 'North Road'],
      },
      {
        districts: ['BN2'],
        streets: ['St James’s Street', 'St George’s Road', 'Lewes Road', 'Upper St James’s Street'],
      },
      {
        districts: ['BN3'],
        streets: ['Church Road', 'Western Road', 'George Street', 'Blatchington Road'],
      },
    ],
    phone: ELSEWHERE,
  },
  {
    name: 'Oxford',
    weight: 10,
    // prettier-ignore
    areas: [
      {
        districts: ['OX1'],
        streets: ['George Street', 'High Street', 'Turl Street', 'Broad Street', 'St Giles', 'Cornmarket Street', 'St Aldate’s'],
      },
      {
        districts: ['OX2'],
        streets: ['Little Clarendon Street', 'Walton Street', 'Banbury Road', 'North Parade Avenue'],
      },
      {
        districts: ['OX3', 'OX4'],
        streets: ['Cowley Road', 'Magdalen Road', 'Iffley Road', 'London Road'],
      },
    ],
    phone: ELSEWHERE,
  },
  {
    name: 'Cambridge',
    weight: 10,
    // prettier-ignore
    areas: [
      {
        districts: ['CB1'],
        streets: ['Mill Road', 'Regent Street', 'Hills Road', 'Station Road'],
      },
      {
        districts: ['CB2', 'CB5'],
        streets: ['Bridge Street', 'Trinity Street', 'King’s Parade', 'Green Street', 'Quayside', 'Jesus Lane', 'Newmarket Road'],
      },
      {
        districts: ['CB3', 'CB4'],
        streets: ['Chesterton Road', 'Milton Road', 'Victoria Avenue', 'Barton Road', 'Histon Road'],
      },
    ],
    phone: ELSEWHERE,
  },
  {
    name: 'York',
    weight: 10,
    // prettier-ignore
    areas: [
      {
        districts: ['YO1'],
        streets: ['Stonegate', 'Petergate', 'Micklegate', 'Goodramgate', 'Fossgate', 'Swinegate', 'Low Ousegate', 'Walmgate', 'Castlegate'],
      },
      {
        districts: ['YO10', 'YO23', 'YO24', 'YO26', 'YO30', 'YO31'],
        streets: ['Bishopthorpe Road', 'Tadcaster Road', 'Gillygate', 'Bootham', 'Poppleton Road', 'Hull Road', 'Fulford Road'],
      },
    ],
    phone: ELSEWHERE,
  },
  {
    name: 'Bath',
    weight: 8,
    // prettier-ignore
    areas: [
      {
        districts: ['BA1'],
        streets: ['Milsom Street', 'George Street', 'Walcot Street', 'Pulteney Bridge', 'Queen Street', 'Kingsmead Square', 'Broad Street', 'Bartlett Street'],
      },
      {
        districts: ['BA2'],
        streets: ['North Parade', 'Widcombe Parade', 'Moorland Road', 'Argyle Street', 'Great Pulteney Street'],
      },
    ],
    phone: ELSEWHERE,
  },
  {
    name: 'Belfast',
    weight: 10,
    // prettier-ignore
    areas: [
      {
        districts: ['BT1', 'BT12', 'BT15'],
        streets: ['Hill Street', 'Ann Street', 'Lower Garfield Street', 'Waring Street', 'Donegall Street', 'High Street', 'Antrim Road', 'Falls Road'],
      },
      {
        districts: ['BT7', 'BT9'],
        streets: ['Botanic Avenue', 'Ormeau Road', 'Lisburn Road', 'Stranmillis Road', 'Malone Road', 'Donegall Pass'],
      },
      {
        districts: ['BT5', 'BT6'],
        streets: ['Upper Newtownards Road', 'Castlereagh Road', 'Ravenhill Road', 'Cregagh Road'],
      },
    ],
    phone: range('028 9649 ', 6000),
  },
];
