import { isIP } from 'node:net';
import { ValidateBy, type ValidationOptions } from 'class-validator';

/** An IPv4 or IPv6 address, alone or as a subnet in CIDR form (`10.0.0.0/8`, `fd00::/8`). */
export function isAddressOrSubnet(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const [address, prefix, ...rest] = value.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** class-validator decorator of `isAddressOrSubnet`. */
export const IsAddressOrSubnet = (options?: ValidationOptions): PropertyDecorator =>
  ValidateBy({ name: 'isAddressOrSubnet', validator: { validate: (value) => isAddressOrSubnet(value) } }, options);
