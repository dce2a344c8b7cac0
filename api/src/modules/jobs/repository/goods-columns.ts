import { type AdrClass, type JobGoodsDetails, type PackingGroup, VOLUME_DECIMALS } from '@haulage/shared/contracts';
import { fromStoredUnits } from '../../../content';
import type { JobTable } from '../db/tables';

/** The jobs columns of the consignment note's goods boxes and the ADR details (migration 0980). */
export const GOODS_COLUMNS = [
  'jobs.goods_marks',
  'jobs.package_count',
  'jobs.packaging',
  'jobs.volume_litres',
  'jobs.un_number',
  'jobs.adr_class',
  'jobs.packing_group',
] as const;

type GoodsRow = Pick<
  JobTable,
  'goods_marks' | 'package_count' | 'packaging' | 'volume_litres' | 'un_number' | 'adr_class' | 'packing_group'
>;

/** Those columns of a row read by hand, as the job's API names and answers them (the volume from whole litres to m³). */
export const goodsDetailsOf = (row: GoodsRow): JobGoodsDetails => ({
  goodsMarks: row.goods_marks,
  packageCount: row.package_count == null ? null : Number(row.package_count),
  packaging: row.packaging,
  volumeM3: row.volume_litres == null ? null : fromStoredUnits(row.volume_litres, VOLUME_DECIMALS),
  unNumber: row.un_number,
  adrClass: row.adr_class as AdrClass | null,
  packingGroup: row.packing_group as PackingGroup | null,
});
