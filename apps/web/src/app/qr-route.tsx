import { RegistryRoute } from './registry-route';

/** public /qr (spec §2): the page a module registers under '/qr'; loaded lazily with the page registry */
export default function QrRoute() {
  return <RegistryRoute pageKey="/qr" />;
}
