/** Speed conversions to km/h, the unit of the normalized Position. */
export const KNOTS_TO_KMH = 1.852;
export const MPS_TO_KMH = 3.6;
export const MPH_TO_KMH = 1.609344;
