import { MapImage as PlantMapImage, PIN, type TMapPin } from '@/components/plant-map/map-image';
import { PLANT_MAP } from '@jikim/shared/src/work-permits/plant-map';

export { PIN, type TMapPin };

/** the permit maps' image (attachment group SAF_WKOD_MAP of the map) with the permits' pins: the shared plant map */
export function MapImage({ mapNo, pins, onPick, testId = 'wkod-map' }: { mapNo: number; pins: TMapPin[]; onPick?: (x: number, y: number) => void; testId?: string }) {
  return <PlantMapImage files={PLANT_MAP.files} mapNo={mapNo} pins={pins} onPick={onPick} testId={testId} pinTestId="wkod-pin" />;
}
