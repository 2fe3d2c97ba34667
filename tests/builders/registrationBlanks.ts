// Overrides for a registration that leaves a whole group empty, named for what the patient left
// out. They fit both the form's values and the payload the service receives (same field names).

/** No health card: a visitor from abroad, or a card outside Canada's provinces. */
export const NO_HEALTH_CARD = {
  healthCardProvince: '',
  healthCardNumber: '',
  healthCardNumberConfirm: '',
};

/** No mobile number, neither in its three parts nor joined. */
export const NO_MOBILE = {
  mobilePhone: '',
  mobilePhone1: '',
  mobilePhone2: '',
  mobilePhone3: '',
};
