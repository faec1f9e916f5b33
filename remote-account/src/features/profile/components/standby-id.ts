/** The profile's standby list section, for the sidebar's in-page link. */
export const STANDBY_ID = 'standby';
