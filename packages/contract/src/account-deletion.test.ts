import { describe, expect, it } from 'vitest';
import { deletedCustomerName, deletedCustomerSearch } from './account-deletion.js';

describe('deletedCustomerSearch', () => {
  it('reads the name the back-office shows, in any case, with or without the "#"', () => {
    expect(deletedCustomerSearch(deletedCustomerName(12))).toEqual({ id: 12 });
    expect(deletedCustomerSearch('  deleted customer 12 ')).toEqual({ id: 12 });
    expect(deletedCustomerSearch('DELETED CUSTOMER # 7')).toEqual({ id: 7 });
  });

  it('asks for every deleted account without a number, and for nothing special otherwise', () => {
    expect(deletedCustomerSearch('Deleted customer')).toEqual({ id: undefined });
    expect(deletedCustomerSearch('Deleted')).toBeUndefined();
    expect(deletedCustomerSearch('Ada deleted customer 3')).toBeUndefined();
    expect(deletedCustomerSearch('Deleted customer #12a')).toBeUndefined();
  });
});
