/** A signed-in session. The token itself is never stored: only its SHA-256. */
export interface Session {
  /** SHA-256 of the token, hex. */
  tokenHash: string;
  uid: string;
  ip: string;
  userAgent: string;
  createdAt: Date;
  /** When the token was issued (renewal replaces it). */
  issuedAt: Date;
  expiresAt: Date;
}
