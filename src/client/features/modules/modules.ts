/** Where the sidebar's Training Academy entry and the /training page send the user. */
export const TRAINING_ACADEMY_URL = 'https://academy.upline-crm.com';
