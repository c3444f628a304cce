/**
 * Plan features. The first three are spec 4's publish windows; pubCL is cross-posting to the
 * classifieds site; REVY_ASSISTANT switches on the AI assistant that answers buyers;
 * CONCIERGE adds a person who helps with the sale. Products may carry others, so feature
 * lists stay strings.
 */
export const PLAN_FEATURES = [
  'PUBLISH_14',
  'PUBLISH_REV_14',
  'PUBLISH_UNLIMITED',
  'pubCL',
  'REVY_ASSISTANT',
  'CONCIERGE',
] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];
/** Features that let a listing be published. */
export const PUBLISH_FEATURES = ['PUBLISH_14', 'PUBLISH_REV_14', 'PUBLISH_UNLIMITED'] as const;
export const WINDOWED_PUBLISH_FEATURES = ['PUBLISH_14', 'PUBLISH_REV_14'] as const;
export const ASSISTANT_FEATURE = 'REVY_ASSISTANT';
export const CLASSIFIEDS_FEATURE = 'pubCL';
