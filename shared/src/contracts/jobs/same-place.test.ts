import { jobInputSchema, jobUpdateSchema } from './job';
import { samePlaceDeliveries } from './same-place';

const stops = (pickup: string, delivery: string) => [
  { type: 'pickup', destination: pickup },
  { type: 'delivery', destination: delivery },
];
const MESSAGE = 'Stop 2 delivers to the place of the pickup (stop 1); choose another destination';

describe('a delivery to the place of its pickup', () => {
  it('is named on the delivery, with the pickup it repeats', () => {
    expect(samePlaceDeliveries(stops('dest-a', 'dest-a'))).toEqual([{ index: 1, message: MESSAGE }]);
  });

  it('is no problem between two places, nor for stops with no destination yet or an "other" stop', () => {
    expect(samePlaceDeliveries(stops('dest-a', 'dest-b'))).toEqual([]);
    expect(
      samePlaceDeliveries([
        { type: 'pickup', destination: null },
        { type: 'delivery', destination: null },
      ]),
    ).toEqual([]);
    expect(
      samePlaceDeliveries([
        { type: 'pickup', destination: 'dest-a' },
        { type: 'other', destination: 'dest-a' },
      ]),
    ).toEqual([]);
  });

  it('refuses a new job, a change of stops and every job of a bulk creation on the delivery’s destination', () => {
    const job = { customer: 'cust1', stops: stops('dest-a', 'dest-a') };
    for (const result of [jobInputSchema.safeParse(job), jobUpdateSchema.safeParse({ stops: job.stops })]) {
      expect(result.success).toBe(false);
      expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['stops', 1, 'destination'], message: MESSAGE })]);
    }
  });

  it('lets a job between two places through', () => {
    expect(jobInputSchema.safeParse({ customer: 'cust1', stops: stops('dest-a', 'dest-b') }).success).toBe(true);
  });
});
