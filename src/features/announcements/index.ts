// What other features may use: the block itself (home page, dashboard) and its loader.
export { default as AnnouncementBlock } from './AnnouncementBlock';
export { loadAnnouncements } from './slice';
export { useAnnouncementsFirst } from './useAnnouncementsFirst';
