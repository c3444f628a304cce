// The vehicles feature's public entry: other features and app/ import only from here.
export { VehiclePickers } from './components/vehicle-pickers';
export { VinDecoder } from './components/vin-decoder';
