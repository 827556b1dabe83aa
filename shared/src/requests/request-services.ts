/** The firm's services a request may be about: the cards of /services, and the contact form's two project types. */
export const REQUEST_SERVICES = [
  'architectural_design',
  'structural_design',
  'project_management',
  'cost_planning',
  'contract_administration',
  'construction_supervision',
  'procurement',
  'cost_management',
  'construction_roads',
  'renovation',
  'quality_control',
  'custom_design',
  'consultation',
] as const;
export type RequestService = (typeof REQUEST_SERVICES)[number];
