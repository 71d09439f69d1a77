import { HelpText } from '@portal/contract';

/** English strings of Need Help and the Contact Us and Ask Doctor dialogs (spec wording). */
export const en = {
  'needHelp.title': 'Need Help?',
  'needHelp.intro': 'Call us any time, write to us, or find your answer below.',
  'needHelp.helplineTitle': '24-hour helpline',
  'needHelp.call': 'Call {{number, ltr}}',
  'needHelp.emailTitle': 'Support e-mail',
  'needHelp.faqsTitle': 'Frequently asked questions',
  'needHelp.faqsEmpty': 'No Data Available',
  'needHelp.contactUs': 'Contact Us',
  'needHelp.askDoctor': 'Ask Doctor',

  'contactUs.title': 'Contact Us',
  'askDoctor.title': 'Ask Doctor',
  'form.mobile': 'Mobile number',
  'form.callingCode': 'Calling code',
  'form.message': 'Message',
  'form.comment': 'Your question',
  'form.mode': 'Mode of communication',
  'form.modeEmail': 'Email',
  'form.modeMobile': 'Mobile',
  'form.send': 'Submit',
  'form.failed': 'Something went wrong',

  'help.fillAllData': HelpText.fillAllData,
  'help.invalidMobile': HelpText.invalidMobile,
  'help.invalidEmail': HelpText.invalidEmail,
  'help.tooLong': HelpText.tooLong,
  'help.queryReceived': HelpText.queryReceived,
} as const;
