const LAUNCH_FLAG_KEY = 'launchFlag';

/** Set just before the owner leaves for payment onboarding, so the home screen knows to check on return. */
export const launchFlag = {
  isSet: () => localStorage.getItem(LAUNCH_FLAG_KEY) === 'true',
  set: () => localStorage.setItem(LAUNCH_FLAG_KEY, 'true'),
  clear: () => localStorage.removeItem(LAUNCH_FLAG_KEY),
};
