import type { TruckStatus, TruckType, VehicleClass } from '@haulage/shared/contracts';

/** A believable Swedish haulier: five depots, a mixed Volvo/Scania fleet and two vans. */
export const DEMO_AREAS = [
  { name: 'Göteborg', code: 'GBG', description: 'Head depot at Hisingen; port and West Coast traffic' },
  { name: 'Stockholm', code: 'STH', description: 'Depot in Västberga; city distribution and Arlanda' },
  { name: 'Malmö', code: 'MMA', description: 'Depot at Norra hamnen; Öresund and continental trailers' },
  { name: 'Jönköping', code: 'JKG', description: 'Terminal at Torsvik; national line haul hub' },
  { name: 'Örebro', code: 'ORB', description: 'Satellite depot for Mälardalen and Bergslagen' },
] as const;

export interface DemoTruck {
  name: string;
  plate: string;
  type: TruckType;
  vehicleClass: VehicleClass;
  status: TruckStatus;
  odometer: number;
  area: number;
  tyreSize: [front: string, back: string];
  /** Days from today to the technical inspection; negative = overdue. */
  techInDays: number;
  tachoInDays: number;
  boughtYearsAgo: number;
}

const HEAVY: [string, string] = ['385/55R22.5', '315/70R22.5'];
const RIGID: [string, string] = ['315/80R22.5', '315/80R22.5'];

export const DEMO_TRUCKS: DemoTruck[] = [
  { name: 'Volvo FH16 750', plate: 'GBD123', type: 'tractor', vehicleClass: 'truck', status: 'available', odometer: 412_350, area: 0, tyreSize: HEAVY, techInDays: -12, tachoInDays: 210, boughtYearsAgo: 5 },
  { name: 'Volvo FH 500', plate: 'KLM48A', type: 'tractor', vehicleClass: 'truck', status: 'available', odometer: 288_120, area: 0, tyreSize: HEAVY, techInDays: 14, tachoInDays: 400, boughtYearsAgo: 3 },
  { name: 'Volvo FH 460', plate: 'RST902', type: 'refrigerated', vehicleClass: 'truck', status: 'in_workshop', odometer: 531_900, area: 0, tyreSize: HEAVY, techInDays: 95, tachoInDays: 25, boughtYearsAgo: 7 },
  { name: 'Volvo FM 420', plate: 'NPU37C', type: 'rigid', vehicleClass: 'truck', status: 'available', odometer: 198_445, area: 0, tyreSize: RIGID, techInDays: 160, tachoInDays: 500, boughtYearsAgo: 2 },
  { name: 'Volvo FMX 540', plate: 'DHS615', type: 'tipper', vehicleClass: 'truck', status: 'available', odometer: 156_020, area: 1, tyreSize: RIGID, techInDays: 240, tachoInDays: 620, boughtYearsAgo: 2 },
  { name: 'Scania R 500', plate: 'EJT27F', type: 'tractor', vehicleClass: 'truck', status: 'available', odometer: 344_780, area: 1, tyreSize: HEAVY, techInDays: 5, tachoInDays: 300, boughtYearsAgo: 4 },
  { name: 'Scania S 650', plate: 'FKW884', type: 'tractor', vehicleClass: 'truck', status: 'available', odometer: 97_310, area: 1, tyreSize: HEAVY, techInDays: 300, tachoInDays: 700, boughtYearsAgo: 1 },
  { name: 'Scania P 280', plate: 'HMX31B', type: 'rigid', vehicleClass: 'truck', status: 'out_of_service', odometer: 622_410, area: 1, tyreSize: RIGID, techInDays: -40, tachoInDays: -3, boughtYearsAgo: 9 },
  { name: 'Scania G 410', plate: 'JNY570', type: 'crane', vehicleClass: 'truck', status: 'available', odometer: 233_600, area: 2, tyreSize: RIGID, techInDays: 70, tachoInDays: 18, boughtYearsAgo: 4 },
  { name: 'Scania R 450', plate: 'LPZ12D', type: 'tractor', vehicleClass: 'truck', status: 'available', odometer: 301_875, area: 2, tyreSize: HEAVY, techInDays: 130, tachoInDays: 450, boughtYearsAgo: 3 },
  { name: 'Mercedes-Benz Actros 1845', plate: 'MRA449', type: 'tractor', vehicleClass: 'truck', status: 'available', odometer: 265_090, area: 2, tyreSize: HEAVY, techInDays: 28, tachoInDays: 380, boughtYearsAgo: 3 },
  { name: 'Volvo FH 540', plate: 'OSB86E', type: 'tractor', vehicleClass: 'truck', status: 'available', odometer: 389_200, area: 2, tyreSize: HEAVY, techInDays: 190, tachoInDays: 90, boughtYearsAgo: 5 },
  { name: 'Scania R 580', plate: 'PTC733', type: 'tractor', vehicleClass: 'truck', status: 'available', odometer: 452_660, area: 3, tyreSize: HEAVY, techInDays: 60, tachoInDays: 250, boughtYearsAgo: 6 },
  { name: 'Volvo FH16 650', plate: 'SUD29G', type: 'tractor', vehicleClass: 'truck', status: 'available', odometer: 176_540, area: 3, tyreSize: HEAVY, techInDays: 220, tachoInDays: 560, boughtYearsAgo: 2 },
  { name: 'Scania P 410', plate: 'TWE318', type: 'tipper', vehicleClass: 'truck', status: 'in_workshop', odometer: 284_300, area: 3, tyreSize: RIGID, techInDays: 9, tachoInDays: 150, boughtYearsAgo: 5 },
  { name: 'Volvo FM 460', plate: 'UXF54H', type: 'refrigerated', vehicleClass: 'truck', status: 'available', odometer: 142_980, area: 3, tyreSize: RIGID, techInDays: 280, tachoInDays: 640, boughtYearsAgo: 1 },
  { name: 'Scania R 450', plate: 'WYG206', type: 'tractor', vehicleClass: 'truck', status: 'available', odometer: 510_330, area: 4, tyreSize: HEAVY, techInDays: 110, tachoInDays: 330, boughtYearsAgo: 7 },
  { name: 'Volvo FE 320', plate: 'XZH67J', type: 'rigid', vehicleClass: 'truck', status: 'sold', odometer: 701_220, area: 4, tyreSize: RIGID, techInDays: -200, tachoInDays: -150, boughtYearsAgo: 10 },
  { name: 'Volvo FL 250', plate: 'BAJ840', type: 'van', vehicleClass: 'van', status: 'available', odometer: 88_410, area: 0, tyreSize: ['245/70R17.5', '245/70R17.5'], techInDays: 45, tachoInDays: 520, boughtYearsAgo: 2 },
  { name: 'Mercedes-Benz Sprinter 317', plate: 'CEK95L', type: 'van', vehicleClass: 'van', status: 'available', odometer: 64_705, area: 1, tyreSize: ['235/65R16C', '235/65R16C'], techInDays: 3, tachoInDays: 600, boughtYearsAgo: 1 },
];

export const DEMO_TYRE_BRANDS = [
  { brand: 'Michelin', winter: 'X Multi Z', summer: 'X Line Energy Z' },
  { brand: 'Continental', winter: 'Conti Scandinavia HS3', summer: 'Conti Hybrid HS5' },
  { brand: 'Nokian', winter: 'Hakkapeliitta Truck F2', summer: 'E-Truck Steer' },
  { brand: 'Goodyear', winter: 'UltraGrip Max S', summer: 'KMAX S Gen-2' },
] as const;

export const DEMO_DRIVER_NAMES: [string, string][] = [
  ['Anders', 'Johansson'], ['Maria', 'Andersson'], ['Erik', 'Karlsson'], ['Karin', 'Nilsson'], ['Lars', 'Eriksson'],
  ['Anna', 'Larsson'], ['Johan', 'Olsson'], ['Eva', 'Persson'], ['Per', 'Svensson'], ['Lena', 'Gustafsson'],
  ['Mikael', 'Pettersson'], ['Kristina', 'Jonsson'], ['Peter', 'Jansson'], ['Sara', 'Hansson'], ['Fredrik', 'Bengtsson'],
  ['Emma', 'Jönsson'], ['Magnus', 'Lindberg'], ['Ingrid', 'Jakobsson'], ['Jonas', 'Magnusson'], ['Linnea', 'Lindström'],
  ['Daniel', 'Olofsson'], ['Sofia', 'Lindqvist'], ['Mattias', 'Lindgren'], ['Elin', 'Berg'], ['Niklas', 'Axelsson'],
  ['Åsa', 'Bergström'], ['Björn', 'Lundberg'], ['Malin', 'Lundqvist'], ['Göran', 'Åberg'], ['Helena', 'Sandberg'],
];

export const DEMO_TRAILERS = [
  { name: 'Krone Profi Liner', plate: 'AGK501', type: 'semi_trailer', body: 'curtainsider' },
  { name: 'Schmitz Cargobull S.KO', plate: 'BHL62M', type: 'semi_trailer', body: 'refrigerated' },
  { name: 'Kögel Cargo', plate: 'CJM713', type: 'semi_trailer', body: 'curtainsider' },
  { name: 'Närko Tipper', plate: 'DKN824', type: 'semi_trailer', body: 'tipper' },
  { name: 'Parator Dolly', plate: 'ELO935', type: 'dolly', body: 'flatbed' },
  { name: 'Ekeri Box', plate: 'FMP14N', type: 'trailer', body: 'box' },
  { name: 'Krone Box Liner', plate: 'GNR257', type: 'semi_trailer', body: 'container_chassis' },
  { name: 'Schmitz Cargobull S.CS', plate: 'HOS368', type: 'semi_trailer', body: 'curtainsider' },
  { name: 'Tyllis Flak', plate: 'JPT47P', type: 'trailer', body: 'flatbed' },
  { name: 'Feldbinder Tank', plate: 'KRU580', type: 'semi_trailer', body: 'tank' },
] as const;
