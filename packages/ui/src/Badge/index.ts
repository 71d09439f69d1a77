export type { BadgeProps, BadgeTone, CountBadgeProps } from './Badge';
export { Badge, CountBadge } from './Badge';
