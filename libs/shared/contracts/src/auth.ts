/** Who is calling: set by the identity context's guard, read by every other context. */
export interface AuthenticatedUser {
  id: string;
  email: string;
}
