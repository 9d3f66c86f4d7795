import { describe, expect, it } from 'vitest';
import { IdSchema } from './common.ts';
import { isId } from './id-text.ts';

describe('isId', () => {
  it.each([
    '0193a4b2-0000-7000-8000-000000000000',
    'f47ac10b-58cc-4372-a567-0e02b2c3d479',
    'F47AC10B-58CC-4372-A567-0E02B2C3D479',
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    'f47ac10b-58cc-0372-a567-0e02b2c3d479',
    'f47ac10b-58cc-9372-a567-0e02b2c3d479',
    'f47ac10b-58cc-4372-c567-0e02b2c3d479',
    'f47ac10b58cc4372a5670e02b2c3d479',
    '{f47ac10b-58cc-4372-a567-0e02b2c3d479}',
    'f47ac10b-58cc-4372-a567-0e02b2c3d47',
    'f47ac10b-58cc-4372-a567-0e02b2c3d479 ',
    'does-not-exist',
    '',
  ])('agrees with IdSchema on %j', (value) => {
    expect(isId(value)).toBe(IdSchema.safeParse(value).success);
  });
});
