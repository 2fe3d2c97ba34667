export function buildAnnouncements(): string[] {
  return [
    'Holiday hours: the clinic is closed December 25, 26 and January 1. Telemedicine appointments continue on December 24 and 31.',
  ];
}
