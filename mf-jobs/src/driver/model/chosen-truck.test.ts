import { chosenTruckKey, keepChosenTruck, offlineChoices, readChosenTruck } from './chosen-truck';

const planned = { documentId: 'truck-1', truckName: 'Volvo FH 1', registrationPlateNumber: 'ABC123' };
const spare = { documentId: 'truck-2', truckName: 'Scania R 2', registrationPlateNumber: 'DEF456' };

describe('the day’s chosen truck', () => {
  beforeEach(() => window.localStorage.clear());

  it('is kept for its date only', () => {
    keepChosenTruck(window.localStorage, '2026-11-27', spare, planned.documentId);
    expect(readChosenTruck(window.localStorage, '2026-11-27')).toEqual(spare);
    expect(readChosenTruck(window.localStorage, '2026-11-28')).toBeNull();
  });

  it('is forgotten when the driver goes back to the planned truck', () => {
    keepChosenTruck(window.localStorage, '2026-11-27', spare, planned.documentId);
    keepChosenTruck(window.localStorage, '2026-11-27', planned, planned.documentId);
    expect(window.localStorage.getItem(chosenTruckKey('2026-11-27'))).toBeNull();
  });

  it('reads a damaged entry or no storage as no choice', () => {
    window.localStorage.setItem(chosenTruckKey('2026-11-27'), '{not json');
    expect(readChosenTruck(window.localStorage, '2026-11-27')).toBeNull();
    window.localStorage.setItem(chosenTruckKey('2026-11-27'), JSON.stringify({ documentId: 'x' }));
    expect(readChosenTruck(window.localStorage, '2026-11-27')).toBeNull();
    expect(readChosenTruck(null, '2026-11-27')).toBeNull();
  });

  it('offers the planned and the chosen truck offline, each once', () => {
    expect(offlineChoices(planned, spare)).toEqual([planned, spare]);
    expect(offlineChoices(planned, planned)).toEqual([planned]);
    expect(offlineChoices(null, spare)).toEqual([spare]);
    expect(offlineChoices(null, null)).toEqual([]);
  });
});
