/** English strings of My Profile ('profile' namespace). */
export const en = {
  saveProfileError: 'Error in saving the profile, please try again.',
  passChangeSuccess: 'Your password has been changed.',
  passChangeError: 'Error in changing the password, please try again.',

  'profile.title': 'My Profile',
  'profile.details': 'Personal details',
  'profile.uaePassNote':
    'You sign in with UAE PASS: your name and the details UAE PASS confirmed come from UAE PASS.',
  'profile.mobileFixed': 'Your mobile number cannot be changed.',
  'profile.myDocuments': 'My documents',
  'profile.picture': 'Profile picture',
  'profile.uploadPicture': 'New profile picture',
  'profile.pictureRules': 'A jpg, jpeg or png image of at most 2 MB.',
  'profile.choosePicture': 'Choose image',
  'profile.dropPicture': 'or drop it here',
  'profile.selected': 'Selected',
  'profile.removePicture': 'Remove picture',
  'profile.imageSaved': 'Your profile picture has been updated.',
  'profile.imageRemoved': 'Your profile picture has been removed.',
  'profile.imageError': 'The picture could not be saved, please try again.',
  'profile.changePassword': 'Change password',
  'profile.changePasswordSubmit': 'Change password',
  'profile.uaePassTitle': 'UAE PASS',
  'profile.uaePassIntro':
    'Link your UAE PASS to sign in with it next time. UAE PASS confirms that you are the person on this account.',
  'profile.uaePassLink': 'Link UAE PASS',
  'profile.deleteAccount': 'Delete account',
  'profile.deleteAccountIntro':
    'Deleting your account removes your personal details, family members and documents from the portal. This cannot be undone.',
  'profile.deleteAccountConfirmTitle': 'Delete your account?',
  'profile.deleteAccountConfirmBody':
    'Your account, family members and documents will be deleted and you will be logged out. This cannot be undone.',
  'profile.deleteAccountConfirm': 'Yes, delete my account',
} as const;
