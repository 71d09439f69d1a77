import { AdminText } from '@portal/contract';

/** English strings of the admin users' screen and the forced Change Password dialog (spec wording). */
export const en = {
  'users.title': 'Admin Users',
  'users.search': 'Search',
  'users.searchHint': 'Type at least 3 characters',
  'users.add': 'Add Admin',
  'users.firstName': 'First Name',
  'users.lastName': 'Last Name',
  'users.mobile': 'Mobile',
  'users.email': 'Email',
  'users.active': 'Active',
  'users.actions': 'Actions',
  'users.activeOf': 'Active: {{name}}',
  'users.edit': 'Edit {{name}}',
  'users.resetPassword': 'Reset password of {{name}}',
  'users.empty': 'No Data Available',
  'users.updateError': 'Error while updating record',

  'form.addTitle': 'Add Admin',
  'form.editTitle': 'Edit User',
  'form.firstName': 'First Name',
  'form.lastName': 'Last Name',
  'form.mobile': 'Mobile',
  'form.email': 'Email',
  'form.save': 'Save',
  'form.cancel': 'Cancel',
  'form.addError': 'Error while adding user',
  'form.defaultPasswordNote': 'A password will be sent to the mobile number by SMS.',

  'reset.title': 'Reset Password',
  'reset.confirm':
    'Reset the password of {{name}}? A new password will be sent to their mobile number by SMS.',
  'reset.yes': 'Reset Password',
  'reset.no': 'Cancel',
  'reset.error': 'Error while resetting password',

  'forced.title': 'Change Password',
  'forced.intro': 'You are using a default password. Choose a new password to continue.',
  'forced.submit': 'Change password',
  'forced.success': 'Your password has been changed.',
  'forced.error': 'Error in changing the password, please try again.',

  'admin.allFieldsRequired': AdminText.allFieldsRequired,
  'admin.invalidEmail': AdminText.invalidEmail,
  'admin.invalidMobile': AdminText.invalidMobile,
  'admin.duplicate': AdminText.duplicate,
  'admin.saved': AdminText.saved,
  'admin.passwordReset': AdminText.passwordReset,
  'admin.userInactive': AdminText.userInactive,
  'admin.notFound': AdminText.notFound,
  'admin.ownAccount': AdminText.ownAccount,
} as const;
