import { DEMO_TRAILERS, DEMO_TYRE_BRANDS, type DemoTruck } from './demo-data';
import { addDays, entryColumns, personalNumber } from './seed-helpers';

/** Row builders for the demo haulier; dates are relative to `today` so some are always due. */
export const truckRow = (t: DemoTruck, i: number, areaIds: number[], today: string, now: string) => {
  const bought = addDays(today, -Math.round(t.boughtYearsAgo * 365.25) - i * 11);
  return {
    ...entryColumns(now),
    truck_name: t.name,
    truck_number: `T-${String(i + 1).padStart(2, '0')}`,
    registration_plate_number: t.plate,
    truck_type: t.type,
    vehicle_class: t.vehicleClass,
    truck_status: t.status,
    odometer: t.odometer,
    area_id: areaIds[t.area],
    tech_inspection_date: addDays(today, t.techInDays),
    tachograph_inspection_date: addDays(today, t.tachoInDays),
    truck_phone_number: `+46 70 555 ${String(10 + i).padStart(2, '0')} ${String(40 + i).padStart(2, '0')}`,
    insurance_number: `LF-${4_410_200 + i * 37}`,
    insurance_expiry_date: addDays(today, i === 6 ? 20 : 60 + i * 13),
    vin: `YV2RT40A${String(1_000_000 + i * 7919).slice(-7)}XYZ`.slice(0, 17),
    truck_bought_date: bought,
    truck_sold_date: t.status === 'sold' ? addDays(today, -30) : null,
    general_note: t.vehicleClass === 'van' ? 'City distribution, tail lift' : null,
  };
};

export const tyreRows = (truckId: number, t: DemoTruck, i: number, today: string, now: string) => {
  const brand = DEMO_TYRE_BRANDS[i % DEMO_TYRE_BRANDS.length]!;
  const mountedAt = `${addDays(today, -20 - (i % 10))}T07:00:00.000Z`;
  return (['front', 'back'] as const).flatMap((axle, a) =>
    (['winter', 'summer'] as const).map((season) => ({
      ...entryColumns(now),
      truck_id: truckId,
      axle,
      season,
      brand: brand.brand,
      model: season === 'winter' ? brand.winter : brand.summer,
      size: t.tyreSize[a]!,
      // One truck runs on worn winter tyres so the 5 mm winter check has something to show.
      tread_depth_mm: season === 'winter' ? (i === 3 ? 4.5 : 9 + (i % 5)) : 7 + (i % 4),
      status: season === 'winter' ? 'mounted' : 'stored',
      dot_date: addDays(today, -400 - i * 17),
      mounted_at: season === 'winter' ? mountedAt : null,
      mounted_odometer: season === 'winter' ? t.odometer - 1_500 - i * 40 : null,
      accumulated_km: season === 'winter' ? 30_000 + i * 1_250 : 52_000 + i * 2_100,
    })),
  );
};

export const driverRow = (
  [first, last]: [string, string],
  i: number,
  areaIds: number[],
  random: () => number,
  today: string,
  stamp: string,
) => {
  const birth = `${1962 + Math.floor(random() * 38)}-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + ((i * 7) % 28)).padStart(2, '0')}`;
  const heavy = i % 10 !== 9;
  return {
    ...entryColumns(stamp),
    first_name: first,
    last_name: last,
    employee_number: `E${String(1001 + i)}`,
    personal_identity_number: personalNumber(birth, 100 + i * 3),
    phone_number: `+46 73 ${String(200 + i * 7).slice(0, 3)} ${String(10 + i).padStart(2, '0')} ${String(90 - i).padStart(2, '0')}`,
    email_address: `${first}.${last}@akeri.example`.toLowerCase().replace(/[åä]/g, 'a').replace(/ö/g, 'o'),
    employment_type: i % 8 === 7 ? 'hired' : 'employee',
    driver_status: i === 29 ? 'on_leave' : 'active',
    licence_classes: JSON.stringify(heavy ? ['B', 'C', 'CE'] : ['B', 'C1']),
    licence_expiry_date: addDays(today, 200 + i * 45),
    code95_expiry_date: addDays(today, i % 7 === 2 ? 12 + i : 150 + i * 31),
    driver_card_number: `SE${String(7_001_234 + i * 97).padStart(14, '0')}`,
    driver_card_expiry_date: addDays(today, i % 9 === 4 ? -5 + i : 300 + i * 20),
    adr_expiry_date: i % 4 === 0 ? addDays(today, i === 8 ? 25 : 400 + i * 10) : null,
    area_id: areaIds[i % areaIds.length],
  };
};

export const trailerRow = (t: (typeof DEMO_TRAILERS)[number], i: number, today: string, stamp: string) => ({
  ...entryColumns(stamp),
  trailer_name: t.name,
  plate_number: t.plate,
  trailer_type: t.type,
  body_type: t.body,
  trailer_status: i === 9 ? 'in_workshop' : 'available',
  inspection_date: addDays(today, i === 2 ? -8 : 20 + i * 33),
});
