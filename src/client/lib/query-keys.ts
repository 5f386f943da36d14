// The query keys one feature reads and another refreshes. A query's key starts with its API path;
// the keys here are shared because features do not import each other, so the feature that owns
// the query and the one whose change makes it stale both take the key from this file.
export const QUERY_KEYS = {
  /** GET /api/auth/me: who is signed in, and their karma. */
  currentUser: ['/api/auth/me'],
  /** GET /api/admin/isAdmin: whether the admin screens answer this session. */
  isAdmin: ['/api/admin/isAdmin'],
  /** GET /api/badges: the member's badges. */
  badges: ['/api/badges'],
  /** GET /api/badges/progress: the next badge and the streak. */
  badgeProgress: ['/api/badges/progress'],
  /** GET /api/badges/celebrations: badges earned and not yet celebrated. */
  badgeCelebrations: ['/api/badges/celebrations'],
  /** GET /api/messages: the member's inbox. */
  inbox: ['/api/messages'],
  /** GET /api/messages/unread-count: the number on the nav's profile button. */
  unreadCount: ['/api/messages/unread-count'],
  /** GET /api/admin/users, and each member's stats under it. */
  adminUsers: ['/api/admin/users'],
  /** GET /api/admin/audit, whatever its filters. */
  adminAudit: ['/api/admin/audit'],
  /** Every admin moderation query: the queue, the count, the search, the words and the log. */
  moderation: ['/api/admin/moderation'],
} as const;
