/** Real Swedish places (gazetteer towns) a haulier in the demo drives to. [name, address, postcode, town] */
export const DEMO_DESTINATIONS: [string, string, string, string][] = [
  ['Volvo Cars Torslanda', 'Torslandavägen 1', '418 78', 'Torslanda'],
  ['Göteborgs hamn, Skandiahamnen', 'Skandiahamnen', '418 34', 'Göteborg'],
  ['IKEA Distribution Jönköping', 'Torsviks industriområde', '553 03', 'Jönköping'],
  ['Husqvarna Huskvarna', 'Drottninggatan 2', '561 82', 'Jönköping'],
  ['Arla Foods Stockholm', 'Kungsgatan 1', '111 43', 'Stockholm'],
  ['Stockholm Arlanda Cargo', 'Cargo City', '190 45', 'Arlanda'],
  ['Scania Södertälje', 'Vagnmakarvägen 1', '151 87', 'Södertälje'],
  ['Malmö Norra hamnen', 'Norra hamnen', '211 20', 'Malmö'],
  ['Tetra Pak Lund', 'Ruben Rausings gata', '221 86', 'Lund'],
  ['Helsingborgs hamn', 'Sjötullsgatan', '252 25', 'Helsingborg'],
  ['Örebro logistikcenter', 'Pappersbruksallén', '702 27', 'Örebro'],
  ['ABB Västerås', 'Kopparbergsvägen 2', '721 83', 'Västerås'],
  ['Stora Enso Skoghall', 'Bruksvägen 1', '663 81', 'Karlstad'],
  ['Saab Linköping', 'Bröderna Ugglas gata', '581 88', 'Linköping'],
  ['Holmen Braviken', 'Bravikensvägen', '601 88', 'Norrköping'],
  ['Borås textilhögskola lager', 'Skaraborgsvägen 3', '506 30', 'Borås'],
];

export const DEMO_GOODS = [
  'Pallets of car parts',
  'Flat-pack furniture',
  'Chilled dairy',
  'Paper reels',
  'Steel coils',
  'Building materials',
  'Mixed groupage',
  'Machine parts',
];
