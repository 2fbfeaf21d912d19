export const PROVIDER = {
  name: 'ClaimGuard Data Services Ltd',
  email: 'support@claimguard.example',
  addressLines: ['ClaimGuard Data Services Ltd', '10 Finsbury Square', 'London EC2A 1AF', 'United Kingdom'],
} as const;
