import type { Kysely } from 'kysely';
import type { DriverFacts, TrailerFacts, TruckFacts } from '../model/fleet-summary';
import type { Database } from '../../../db/database';

/** The few columns the fleet summary needs, read in three narrow queries. */
export const loadSummaryFacts = async (db: Kysely<Database>) => {
  const [trucks, trailers, drivers] = await Promise.all([
    db
      .selectFrom('trucks')
      .select([
        'document_id',
        'truck_number',
        'registration_plate_number',
        'truck_status',
        'tech_inspection_date',
        'tachograph_inspection_date',
        'insurance_expiry_date',
      ])
      .execute(),
    db.selectFrom('trailers').select(['document_id', 'plate_number', 'trailer_status', 'inspection_date']).execute(),
    db
      .selectFrom('drivers')
      .select([
        'document_id',
        'first_name',
        'last_name',
        'driver_status',
        'licence_expiry_date',
        'code95_expiry_date',
        'driver_card_expiry_date',
        'adr_expiry_date',
      ])
      .execute(),
  ]);
  return {
    trucks: trucks.map((r): TruckFacts => ({
      documentId: r.document_id,
      truckNumber: r.truck_number,
      registrationPlateNumber: r.registration_plate_number,
      truckStatus: r.truck_status as TruckFacts['truckStatus'],
      techInspectionDate: r.tech_inspection_date ?? null,
      tachographInspectionDate: r.tachograph_inspection_date ?? null,
      insuranceExpiryDate: r.insurance_expiry_date ?? null,
    })),
    trailers: trailers.map((r): TrailerFacts => ({
      documentId: r.document_id,
      plateNumber: r.plate_number,
      trailerStatus: r.trailer_status,
      inspectionDate: r.inspection_date ?? null,
    })),
    drivers: drivers.map((r): DriverFacts => ({
      documentId: r.document_id,
      firstName: r.first_name,
      lastName: r.last_name,
      driverStatus: r.driver_status,
      licenceExpiryDate: r.licence_expiry_date ?? null,
      code95ExpiryDate: r.code95_expiry_date ?? null,
      driverCardExpiryDate: r.driver_card_expiry_date ?? null,
      adrExpiryDate: r.adr_expiry_date ?? null,
    })),
  };
};
