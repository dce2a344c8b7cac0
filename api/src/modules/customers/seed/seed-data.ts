import { type ContactRole, type PriceLine, priceLine } from '@haulage/shared/contracts';

/** Appends the Luhn check digit to nine digits: a valid organisation number, NNNNNN-NNNN. */
export const withCheckDigit = (nine: string): string => {
  let sum = 0;
  for (let i = 0; i < 9; i += 1) {
    let digit = Number(nine[i]) * (i % 2 === 0 ? 2 : 1);
    if (digit > 9) digit -= 9;
    sum += digit;
  }
  const check = (10 - (sum % 10)) % 10;
  return `${nine.slice(0, 6)}-${nine.slice(6)}${check}`;
};

const line = (
  vehicleClass: PriceLine['vehicleClass'],
  component: PriceLine['component'],
  unitPrice: number,
  extra: Partial<PriceLine> = {},
): PriceLine => priceLine({ vehicleClass, component, unitPrice, ...extra });

/** A Swedish haulier's list prices (öre): per started 15 min, 2 h free waiting, zone prices. */
export const GENERIC_LINES: PriceLine[] = [
  line('truck', 'hour', 695_00, { rounding: 'per_started_15_min', minCharge: 1_500_00 }),
  line('truck', 'km', 18_50, { rounding: 'whole_km' }),
  line('truck', 'start_fee', 450_00),
  line('truck', 'stop', 150_00),
  line('truck', 'waiting_time', 450_00, { rounding: 'per_started_15_min', freeQuantity: 2 }),
  line('truck', 'zone_to_zone', 5_900_00, { fromArea: 'Göteborg', toArea: 'Jönköping' }),
  line('truck', 'zone_to_zone', 11_500_00, { fromArea: 'Göteborg', toArea: 'Stockholm' }),
  line('truck', 'zone_to_zone', 7_200_00, { fromArea: 'Malmö', toArea: 'Göteborg' }),
  line('van', 'hour', 495_00, { rounding: 'per_started_15_min', minCharge: 990_00 }),
  line('van', 'km', 9_50, { rounding: 'whole_km' }),
  line('van', 'start_fee', 250_00),
  line('van', 'stop', 75_00),
  line('van', 'waiting_time', 350_00, { rounding: 'per_started_15_min', freeQuantity: 1 }),
];

interface SeedCustomer {
  name: string;
  city: string;
  street: string;
  zip: string;
  nine: string;
  domain: string;
  phone: string;
  contacts: [string, string, ContactRole][];
}

const c = (
  name: string,
  street: string,
  zip: string,
  city: string,
  nine: string,
  domain: string,
  phone: string,
  contacts: [string, string, ContactRole][],
): SeedCustomer => ({ name, street, zip, city, nine, domain, phone, contacts });

export const SEED_CUSTOMERS: SeedCustomer[] = [
  c('Hisingens Bygg & Mark AB', 'Ringögatan 12', '417 07', 'Göteborg', '556712345', 'hisingensbygg.se', '031-52 44 10', [
    ['Anna', 'Karlsson', 'booking'],
    ['Mats', 'Lindqvist', 'invoice'],
  ]),
  c('Västkustens Livs AB', 'Importgatan 4', '422 46', 'Hisings Backa', '556812204', 'vastkustenslivs.se', '031-58 12 00', [
    ['Sara', 'Nilsson', 'booking'],
  ]),
  c('Torslanda Stål & Plåt AB', 'Sörredsvägen 101', '418 78', 'Göteborg', '556401293', 'torslandastal.se', '031-92 30 40', [
    ['Johan', 'Ek', 'site'],
    ['Eva', 'Berg', 'invoice'],
  ]),
  c('Mölndals Trävaru AB', 'Kvarnbygatan 8', '431 34', 'Mölndal', '556233871', 'molndalstra.se', '031-87 65 00', [
    ['Per', 'Holm', 'booking'],
  ]),
  c('Jönköpings Lager & Logistik AB', 'Torsvik 3', '556 52', 'Jönköping', '556590127', 'jkplogistik.se', '036-31 20 00', [
    ['Lena', 'Åberg', 'booking'],
    ['Karl', 'Öst', 'site'],
  ]),
  c('Småländska Möbelfabriken AB', 'Industrigatan 22', '331 33', 'Värnamo', '556138845', 'smalandskamobel.se', '0370-69 10 00', [
    ['Ingrid', 'Svensson', 'invoice'],
  ]),
  c('Stockholms Byggvaror AB', 'Årstaängsvägen 9', '117 43', 'Stockholm', '556667311', 'sthlmbyggvaror.se', '08-55 66 77 00', [
    ['Oskar', 'Lund', 'booking'],
    ['Maria', 'Wallin', 'invoice'],
  ]),
  c('Solna Fastighetsservice AB', 'Frösundaleden 2', '169 70', 'Solna', '556904412', 'solnafast.se', '08-29 30 00', [
    ['Björn', 'Sjöberg', 'site'],
  ]),
  c('Malmö Hamnlogistik AB', 'Frihamnsgatan 30', '211 20', 'Malmö', '556345512', 'malmohamnlogistik.se', '040-680 40 00', [
    ['Fatima', 'Hassan', 'booking'],
    ['Nils', 'Persson', 'invoice'],
  ]),
  c('Skånska Grönsaker Ekonomisk förening', 'Odlargatan 5', '252 32', 'Helsingborg', '769601239', 'skanskagronsaker.se', '042-12 34 50', [
    ['Emma', 'Larsson', 'booking'],
  ]),
  c('Lundby Entreprenad AB', 'Lundbyleden 40', '417 56', 'Göteborg', '556778123', 'lundbyentreprenad.se', '031-23 11 90', [
    ['Ahmed', 'Ali', 'site'],
    ['Karin', 'Johansson', 'booking'],
  ]),
  c('Borås Textil & Lager AB', 'Lundbygatan 1', '506 38', 'Borås', '556012389', 'borastextil.se', '033-20 40 00', [
    ['Sofia', 'Gustafsson', 'invoice'],
  ]),
  c('Kungsbacka Trädgård AB', 'Energigatan 10', '434 37', 'Kungsbacka', '556891034', 'kungsbackatradgard.se', '0300-56 45 00', [
    ['Lars', 'Andersson', 'booking'],
  ]),
  c('Halmstad Betong AB', 'Kristinebergsvägen 6', '302 41', 'Halmstad', '556456902', 'halmstadbetong.se', '035-15 30 00', [
    ['Henrik', 'Mattsson', 'site'],
  ]),
  c('Trollhättans Verkstäder AB', 'Stallbackavägen 12', '461 38', 'Trollhättan', '556301487', 'thnverkstader.se', '0520-47 00 00', [
    ['Ulla', 'Dahl', 'invoice'],
    ['Erik', 'Fors', 'booking'],
  ]),
  c('Uddevalla Återvinning AB', 'Kurödsvägen 20', '451 55', 'Uddevalla', '556877065', 'uddevallaatervinning.se', '0522-69 70 00', [
    ['Jonas', 'Strand', 'booking'],
  ]),
  c('Norrköpings Papper AB', 'Butängsgatan 13', '602 23', 'Norrköping', '556190245', 'nkppapper.se', '011-21 50 00', [
    ['Helena', 'Bergström', 'invoice'],
  ]),
  c('Linköpings Kyl & Frys AB', 'Roxtorpsgatan 7', '586 43', 'Linköping', '556740918', 'lkpkyl.se', '013-24 60 00', [
    ['Mikael', 'Hedlund', 'booking'],
  ]),
  c('Örebro Dagligvarulager AB', 'Aspholmsvägen 3', '703 69', 'Örebro', '556581374', 'orebrodagligvaru.se', '019-17 80 00', [
    ['Camilla', 'Ström', 'booking'],
    ['Peter', 'Sandberg', 'site'],
  ]),
  c('Västerås Elektro AB', 'Stockholmsvägen 124', '721 34', 'Västerås', '556267430', 'vasteraselektro.se', '021-12 90 00', [
    ['Anders', 'Björk', 'invoice'],
  ]),
  c('Göteborgs Kaffe- och Tehandel AB', 'Packhusplatsen 2', '411 13', 'Göteborg', '556123056', 'gbgkaffe.se', '031-13 45 67', [
    ['Linnea', 'Ekström', 'booking'],
  ]),
  c('Alingsås Snickeri AB', 'Sävelundsgatan 4', '441 38', 'Alingsås', '556955213', 'alingsassnickeri.se', '0322-63 40 00', [
    ['Gustav', 'Hansson', 'site'],
  ]),
  c('Partille Rör & Värme AB', 'Ugglumsvägen 11', '433 31', 'Partille', '556328764', 'partillevvs.se', '031-44 20 10', [
    ['Ida', 'Lindberg', 'booking'],
  ]),
  c('Lerums Grus & Sand AB', 'Floda Industriväg 2', '448 32', 'Floda', '556703348', 'lerumsgrus.se', '0302-300 00', [
    ['Magnus', 'Falk', 'booking'],
    ['Elin', 'Wikström', 'invoice'],
  ]),
  c('Ekholms Åkeritjänst', 'Bäckvägen 3', '443 38', 'Lerum', '811218987', 'ekholmsakeri.se', '070-312 45 67', [
    ['Roger', 'Ekholm', 'booking'],
  ]),
];
