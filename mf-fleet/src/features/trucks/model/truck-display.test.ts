import { formatKm, mediaUrl, truckDues, truckStatusLabel, worstDue } from './truck-display';

describe('truck display helpers', () => {
  it('labels statuses', () => {
    expect(truckStatusLabel('in_workshop')).toBe('In workshop');
  });

  it('formats kilometres with a space as thousands separator', () => {
    expect(formatKm(123456)).toBe('123 456 km');
    expect(formatKm(null)).toBe('—');
  });

  it('joins relative upload urls onto the API url', () => {
    expect(mediaUrl('http://api:1337/', '/uploads/a.jpg')).toBe('http://api:1337/uploads/a.jpg');
    expect(mediaUrl('http://api:1337', 'https://cdn/x.jpg')).toBe('https://cdn/x.jpg');
    expect(mediaUrl('http://api:1337', null)).toBeNull();
  });

  it('finds the most urgent due date', () => {
    const dues = truckDues(
      { techInspectionDate: '2026-03-10', tachographInspectionDate: '2026-02-01', insuranceExpiryDate: '2027-01-01' },
      '2026-02-20',
    );
    expect(dues.map((d) => d.status)).toEqual(['due_soon', 'overdue', 'ok']);
    expect(worstDue(dues)?.key).toBe('tachographInspection');
    expect(worstDue(dues.filter((d) => d.status === 'ok'))).toBeNull();
  });
});
