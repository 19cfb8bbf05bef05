/**
 * The states of the United States and the District of Columbia: USPS code, name and FIPS code
 * (the id of each shape in us-atlas). No zod here: the coverage map's build and the schema both
 * read it, and nothing of it reaches the browser but the names a config's sections list.
 */
export const US_STATES = {
  AL: { name: 'Alabama', fips: '01' },
  AK: { name: 'Alaska', fips: '02' },
  AZ: { name: 'Arizona', fips: '04' },
  AR: { name: 'Arkansas', fips: '05' },
  CA: { name: 'California', fips: '06' },
  CO: { name: 'Colorado', fips: '08' },
  CT: { name: 'Connecticut', fips: '09' },
  DE: { name: 'Delaware', fips: '10' },
  DC: { name: 'District of Columbia', fips: '11' },
  FL: { name: 'Florida', fips: '12' },
  GA: { name: 'Georgia', fips: '13' },
  HI: { name: 'Hawaii', fips: '15' },
  ID: { name: 'Idaho', fips: '16' },
  IL: { name: 'Illinois', fips: '17' },
  IN: { name: 'Indiana', fips: '18' },
  IA: { name: 'Iowa', fips: '19' },
  KS: { name: 'Kansas', fips: '20' },
  KY: { name: 'Kentucky', fips: '21' },
  LA: { name: 'Louisiana', fips: '22' },
  ME: { name: 'Maine', fips: '23' },
  MD: { name: 'Maryland', fips: '24' },
  MA: { name: 'Massachusetts', fips: '25' },
  MI: { name: 'Michigan', fips: '26' },
  MN: { name: 'Minnesota', fips: '27' },
  MS: { name: 'Mississippi', fips: '28' },
  MO: { name: 'Missouri', fips: '29' },
  MT: { name: 'Montana', fips: '30' },
  NE: { name: 'Nebraska', fips: '31' },
  NV: { name: 'Nevada', fips: '32' },
  NH: { name: 'New Hampshire', fips: '33' },
  NJ: { name: 'New Jersey', fips: '34' },
  NM: { name: 'New Mexico', fips: '35' },
  NY: { name: 'New York', fips: '36' },
  NC: { name: 'North Carolina', fips: '37' },
  ND: { name: 'North Dakota', fips: '38' },
  OH: { name: 'Ohio', fips: '39' },
  OK: { name: 'Oklahoma', fips: '40' },
  OR: { name: 'Oregon', fips: '41' },
  PA: { name: 'Pennsylvania', fips: '42' },
  RI: { name: 'Rhode Island', fips: '44' },
  SC: { name: 'South Carolina', fips: '45' },
  SD: { name: 'South Dakota', fips: '46' },
  TN: { name: 'Tennessee', fips: '47' },
  TX: { name: 'Texas', fips: '48' },
  UT: { name: 'Utah', fips: '49' },
  VT: { name: 'Vermont', fips: '50' },
  VA: { name: 'Virginia', fips: '51' },
  WA: { name: 'Washington', fips: '53' },
  WV: { name: 'West Virginia', fips: '54' },
  WI: { name: 'Wisconsin', fips: '55' },
  WY: { name: 'Wyoming', fips: '56' },
} as const;

export type StateCode = keyof typeof US_STATES;

export const STATE_CODES = Object.keys(US_STATES) as [StateCode, ...StateCode[]];

/** The 48 contiguous states and the District of Columbia, which lies among them. */
export const LOWER_48 = STATE_CODES.filter((code) => code !== 'AK' && code !== 'HI');

/**
 * The states whose names another language writes differently, by language subtag (Intl names
 * countries, not their states). Spanish as the U.S. government's Spanish pages write them
 * (USA.gov en español); every state not listed keeps its English name.
 */
const OWN_STATE_NAMES: Readonly<Record<string, Partial<Record<StateCode, string>>>> = {
  es: {
    DC: 'Distrito de Columbia',
    HI: 'Hawái',
    LA: 'Luisiana',
    MI: 'Míchigan',
    MS: 'Misisipi',
    MO: 'Misuri',
    NH: 'Nuevo Hampshire',
    NJ: 'Nueva Jersey',
    NM: 'Nuevo México',
    NY: 'Nueva York',
    NC: 'Carolina del Norte',
    ND: 'Dakota del Norte',
    OR: 'Oregón',
    PA: 'Pensilvania',
    SC: 'Carolina del Sur',
    SD: 'Dakota del Sur',
    WV: 'Virginia Occidental',
  },
};

/** The name of a state in the language of `lang` (a tag such as `es-US`), or its English name (the config's language decides: src/config/languages/siteInLanguage.ts). */
export const stateName = (code: StateCode, lang: string): string => OWN_STATE_NAMES[lang.split('-')[0]!]?.[code] ?? US_STATES[code].name;

/**
 * The four regions the Census Bureau groups the states into, by the names texts use for them
 * ("our terminals in the Midwest"): what a text names when it says where a carrier is.
 */
const CENSUS_REGIONS: Readonly<Record<string, readonly StateCode[]>> = {
  Northeast: ['CT', 'ME', 'MA', 'NH', 'RI', 'VT', 'NJ', 'NY', 'PA'],
  Midwest: ['IL', 'IN', 'MI', 'OH', 'WI', 'IA', 'KS', 'MN', 'MO', 'NE', 'ND', 'SD'],
  South: ['DE', 'DC', 'FL', 'GA', 'MD', 'NC', 'SC', 'VA', 'WV', 'AL', 'KY', 'MS', 'TN', 'AR', 'LA', 'OK', 'TX'],
  West: ['AZ', 'CO', 'ID', 'MT', 'NV', 'NM', 'UT', 'WY', 'AK', 'CA', 'HI', 'OR', 'WA'],
};

/** The Census Bureau region of a state, such as "Midwest" for OH. */
export const censusRegion = (code: StateCode): string => Object.entries(CENSUS_REGIONS).find(([, states]) => states.includes(code))![0];
