/** Where the account screens send people (SPEC §2 route table). */
export const authPaths = {
  home: '/',
  login: '/login',
  register: '/register',
  completeProfile: '/lengkapi-profil',
  profile: '/main/profile',
} as const;
