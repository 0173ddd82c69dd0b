/**
 * A user's rating until an admin sets one (the approval stores it on the profile): what the admin
 * screens show and what a listing or request carries as its owner's rating.
 */
export const defaultRating = 2.5;
