/**
 * Broadcast notifications (spec section 2, "Broadcast notification"): the staff screen of roles 2
 * and 3. app/features.test.ts joins each address with its route in routes.tsx.
 */
export const BroadcastRoute = {
  broadcast: '/auth/notification/BroadcastNotification',
} as const;
