export { LocalProjection, bearing, distance, haversine, turnAngle, type LatLon, type Vec } from './geo';
export { RoadNetwork, type RoadClass, type RoadEdge, type RoadNode } from './network';
export { Terrain } from './terrain';
export { generateRoadNetwork, DEFAULT_CENTRE, WEST_COAST_LONGITUDE, type NetworkOptions } from './generate';
export { RouteDriver, randomDriverProfile, type DriverProfile } from './driver';
