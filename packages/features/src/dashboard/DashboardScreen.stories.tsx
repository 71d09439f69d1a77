import {
  AppointmentEndpoint,
  type AppointmentHistoryResponse,
  AppointmentPath,
  type Banner,
  ContentEndpoint,
  DoctorEndpoint,
  type HospitalLocation,
  MasterdataEndpoint,
  type MediaItem,
  type NewsItem,
  PatientEndpoint,
} from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import type { PreloadedState } from '../store/store';
import {
  appointmentOf,
  consultedOf,
  doctorAhmed,
  doctorMariam,
  doctorNoura,
  listed,
  signedIn,
  son,
  specialties,
  success,
} from '../test-utils/care';
import { pictureOf } from '../test-utils/content';
import {
  type Answer,
  answer,
  answerCall,
  inLanguage,
  pending,
  refusal,
  screenLoader,
  screenStory,
} from '../test-utils/screenStory';
import { DashboardScreen, ready } from './DashboardScreen';

const locationOf = (
  id: number,
  locationId: string,
  [name, nameAr]: [string, string],
  [address, addressAr]: [string, string],
) => ({ id, locationId, name, nameAr, address, addressAr });

const places = [
  locationOf(
    3,
    'AD10',
    ['Al Dhannah Hospital', 'مستشفى الظنة'],
    ['Al Dhannah City, Al Dhafra Region', 'مدينة الظنة، منطقة الظفرة'],
  ),
  locationOf(4, 'AD11', ['Ruwais Clinic', 'عيادة الرويس'], ['Ruwais Housing Complex', 'مجمع الرويس السكني']),
  locationOf(
    5,
    'AD12',
    ['Mirfa Clinic', 'عيادة المرفأ'],
    ['Mirfa City, Al Dhafra Region', 'مدينة المرفأ، منطقة الظفرة'],
  ),
];

/** The brand's hospitals in the language asked for, the user's (AD10) among them: the gate stays closed. */
const locations = answer(ContentEndpoint.locations, ({ lang }) =>
  listed(
    places.map(
      (place): HospitalLocation => ({
        id: place.id,
        locationId: place.locationId,
        name: lang === 'ar' ? place.nameAr : place.name,
        address: lang === 'ar' ? place.addressAr : place.address,
        brandname: 'aldhannah',
        his_name: 'ADH',
        insurance_validation: 'no',
        is_arabic: lang === 'ar',
        latitude: 24.19,
        longitude: 52.58,
        locationImg: null,
        map_link: null,
        vblog: 'aldhannah',
        websiteLink: null,
      }),
    ),
  ),
);

const history = (upcomingAppts: AppointmentHistoryResponse['data']['upcomingAppts']) =>
  answerCall<AppointmentHistoryResponse>('POST', AppointmentPath.history, () => ({
    message: { status: 'Success', message: [] },
    data: { upcomingAppts, pastAppts: [], consultedDoctors: [] },
  }));

/** Content in the language asked: [English, Arabic]. */
type Both = [string, string];
const pick = (lang: string | undefined, [en, ar]: Both) => (lang === 'ar' ? ar : en);

const bannerTexts: Both[] = [
  ['Flu vaccines now available', 'لقاحات الإنفلونزا متوفرة الآن'],
  ['Heart health checks', 'فحوصات صحة القلب'],
  ['Book appointments online', 'احجز مواعيدك عبر الإنترنت'],
];
const banners = answer(ContentEndpoint.banners, ({ lang }) =>
  listed(
    bannerTexts.map(
      (alt, index): Banner => ({
        id: index + 1,
        alt: pick(lang, alt),
        imageSet: pictureOf('', ['#0B6B63', '#4B2A8C', '#1F5FA8'][index] ?? '#0B6B63', 1600, 500),
        imagepath: `banner-${index + 1}.webp`,
      }),
    ),
  ),
);

const newsTitles: Both[] = [
  ['New paediatric clinic opens in Ruwais', 'افتتاح عيادة جديدة للأطفال في الرويس'],
  ['Free diabetes screening this month', 'فحص مجاني للسكري هذا الشهر'],
  ['Longer opening hours for the pharmacy', 'ساعات عمل أطول للصيدلية'],
  ['Blood donation drive on Saturday', 'حملة للتبرع بالدم يوم السبت'],
  ['A new MRI scanner for Al Dhannah', 'جهاز رنين مغناطيسي جديد في الظنة'],
];
const newsList = (lang: string | undefined): NewsItem[] =>
  newsTitles.map((title, index) => ({
    id: index + 1,
    title: pick(lang, title),
    description: pick(lang, ['The hospital shares its news.', 'يشارك المستشفى أخباره.']),
    imagepath: `news-${index + 1}.webp`,
    imageSet: pictureOf(
      '',
      ['#1F5FA8', '#0B6B63', '#8A4B00', '#B42318', '#4B2A8C'][index] ?? '#1F5FA8',
      1200,
      800,
    ),
    publishDate: `2026-11-${String(20 - index).padStart(2, '0')}T06:00:00.000Z`,
  }));
const news = answer(ContentEndpoint.news, ({ lang }) => listed(newsList(lang)));

const eventTitles: Both[] = [
  ['Healthy Ramadan talk', 'محاضرة رمضان الصحي'],
  ['World Diabetes Day walk', 'مسيرة اليوم العالمي للسكري'],
  ['First aid for parents', 'الإسعافات الأولية للآباء'],
  ['Meet our new surgeons', 'تعرّف على جراحينا الجدد'],
  ['Eye health for children', 'صحة العيون للأطفال'],
  ['Nutrition after fifty', 'التغذية بعد الخمسين'],
];
const media = answer(ContentEndpoint.media, ({ lang }) =>
  listed(
    eventTitles.map(
      (title, index): MediaItem => ({
        id: index + 1,
        title: pick(lang, title),
        imagepath: `event-${index + 1}.webp`,
        imageSet: pictureOf('', ['#4B2A8C', '#0B6B63', '#1F5FA8'][index % 3] ?? '#4B2A8C', 1200, 800),
        publishDate: `2026-10-${String(28 - index).padStart(2, '0')}T06:00:00.000Z`,
        videolink: `event-${index + 1}.webm`,
        captions: [
          { lang: 'en', label: 'English', src: `event-${index + 1}.en.vtt` },
          { lang: 'ar', label: 'العربية', src: `event-${index + 1}.ar.vtt` },
        ],
      }),
    ),
  ),
);

const lookups: Answer[] = [
  answer(AppointmentEndpoint.departmentCodes, () => success(['IVF'])),
  // The search box's hint.
  answer(DoctorEndpoint.specialtiesByLocation, () => listed(specialties)),
  answer(MasterdataEndpoint.appConfigurations, () => success({ filterToBeApplied: false })),
  locations,
];

/** The brand's content: banners, news and events. */
const content: Answer[] = [banners, news, media];

const meta = {
  title: 'Screens/Dashboard',
  loaders: [screenLoader(ready)],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const at = { screen: DashboardScreen, path: '/auth/dashboard', preloadedState: signedIn };

const welcome = () => inLanguage('Welcome, Aisha', 'أهلًا بك، Aisha');

/** The patient's next appointments (a son's among them). */
const upcoming = history([
  appointmentOf({ apptDate: '2030-03-11', apptTime: '09:00' }),
  appointmentOf({
    appointmentId: '44',
    apptDate: '2030-03-19',
    apptTime: '15:30',
    physicianName: doctorMariam.name,
    physicianName_ar: doctorMariam.name_ar,
    specialty: doctorMariam.specialty,
    specialty_ar: doctorMariam.specialty_ar,
    familyMemberId: son.familyMemberId,
    patientName: 'Yousef Al Mansoori',
  }),
  appointmentOf({
    appointmentId: '52',
    apptDate: '2030-05-20',
    apptTime: '16:00',
    physicianName: doctorNoura.name,
    physicianName_ar: doctorNoura.name_ar,
    specialty: doctorNoura.specialty,
    specialty_ar: doctorNoura.specialty_ar,
    scheduleType: 'TELEMED',
  }),
]);

/** The doctors seen lately. */
const recent = answer(PatientEndpoint.recentConsultations, () =>
  success([consultedOf(doctorMariam, '2025-11-02'), consultedOf(doctorAhmed, '2025-09-14')]),
);

const everything: Answer[] = [...lookups, ...content, upcoming, recent];

const tileNames = () => [
  inLanguage('Appointments', 'المواعيد'),
  inLanguage('Doctors', 'الأطباء'),
  inLanguage('Diagnostic Reports', 'التقارير التشخيصية'),
  inLanguage('My Medications', 'أدويتي'),
  inLanguage('Insurance', 'التأمين'),
  inLanguage('Ask Doctor', 'اسأل الطبيب'),
  inLanguage('Health Tap', 'الأدوات الصحية'),
  inLanguage('Feedback/Complaints/Suggestions', 'الملاحظات/الشكاوى/الاقتراحات'),
  inLanguage('Contact Us', 'اتصل بنا'),
];

/**
 * Everything in: the banners, the tiles, the first four news with View more (there are five), the
 * upcoming appointments' carousel, the recent doctors and the first five events (of six).
 */
export const Upcoming: Story = {
  decorators: [screenStory({ ...at, answers: everything })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: welcome() })).toBeVisible();
    const highlights = await canvas.findByRole('region', { name: inLanguage('Highlights', 'أبرز الأخبار') });
    const first = within(highlights).getByRole('img', {
      name: inLanguage('Flu vaccines now available', 'لقاحات الإنفلونزا متوفرة الآن'),
    });
    // The page's main picture comes first; the next banners only when they show.
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expect(first).toHaveAttribute('width', '1600');

    // The tiles, the news and the side column come in the render after the first (DashboardScreen).
    const services = await canvas.findByRole('region', { name: inLanguage('Services', 'الخدمات') });
    await expect(
      within(services)
        .getAllByRole('listitem')
        .map((tile) => tile.textContent),
    ).toEqual(tileNames());

    const newsPart = await canvas.findByRole('region', { name: inLanguage('News', 'الأخبار') });
    const cards = await within(newsPart).findAllByRole('heading', { level: 3 });
    await expect(cards.map((card) => card.textContent)).toEqual(
      newsTitles.slice(0, 4).map(([en, ar]) => inLanguage(en, ar)),
    );
    // The date sits in its own <bdi> (a left-to-right island in Arabic).
    const [firstDate] = within(newsPart).getAllByRole('paragraph');
    await expect(firstDate).toHaveTextContent(inLanguage('Published 20/11/2026', 'نُشر في 20/11/2026'));
    await expect(
      within(newsPart).getByRole('link', { name: inLanguage('View more', 'عرض المزيد') }),
    ).toBeVisible();

    const side = canvas.getByRole('complementary', {
      name: inLanguage('Your appointments, doctors and events', 'مواعيدك وأطباؤك والفعاليات'),
    });
    const appointments = await within(side).findByRole('region', {
      name: inLanguage('Upcoming Appointments', 'المواعيد القادمة'),
    });
    // Three appointments, one slide at a time (whichever the rotation shows now).
    await expect(
      within(appointments).getByRole('group', { name: new RegExp(inLanguage(' of 3$', ' من 3$')) }),
    ).toBeInTheDocument();
    // The recent doctors' last visit.
    await expect(await within(side).findByText(/02\/11\/2025/)).toBeVisible();
    const events = await within(side).findByRole('region', { name: inLanguage('Events', 'الفعاليات') });
    await expect(await within(events).findAllByRole('button')).toHaveLength(5);
  },
};

/** An event opens in the video player, its captions in both languages, the page's language first. */
export const EventVideo: Story = {
  // Stories never reach the network, so the video is no file: axe's autoplay rule would wait its
  // 10 s for media that never loads. The journey (tests/e2e/dashboard.spec.ts) checks the player
  // with the rule on, playing the server's video.
  parameters: { a11y: { config: { rules: [{ id: 'no-autoplay-audio', enabled: false }] } } },
  decorators: [screenStory({ ...at, answers: everything })],
  play: async ({ canvas, userEvent }) => {
    const title = inLanguage('Healthy Ramadan talk', 'محاضرة رمضان الصحي');
    const events = await canvas.findByRole('region', { name: inLanguage('Events', 'الفعاليات') });
    await userEvent.click(
      await within(events).findByRole('button', {
        name: inLanguage(`Play video: ${title}`, `تشغيل الفيديو: ${title}`),
      }),
    );
    // The dialog is portalled to the body, outside the canvas.
    const dialog = await screen.findByRole('dialog');
    await expect(dialog).toHaveAccessibleName(title);
    await waitFor(() => expect(dialog).toBeVisible());
    const video = dialog.querySelector('video');
    await expect(video).toHaveAttribute('src', 'event-1.webm');
    await expect(video).toHaveAttribute('controls');
    const tracks = Array.from(dialog.querySelectorAll('track'));
    await expect(tracks.map((track) => [track.srclang, track.default])).toEqual([
      ['en', inLanguage('en', 'ar') === 'en'],
      ['ar', inLanguage('en', 'ar') === 'ar'],
    ]);
    // For the shot: the browser's own controls show and hide on timers of their own (checked above:
    // the player has them), and the dialog is fixed to the window, which stood where the click had
    // brought the button into view, depending on when the lists had come in.
    video?.removeAttribute('controls');
    window.scrollTo({ top: 0, behavior: 'instant' });
    await waitFor(() => expect(window.scrollY).toBe(0));
  },
};

/** A new patient: nothing booked, no doctor seen. */
export const FirstVisit: Story = {
  decorators: [
    screenStory({
      ...at,
      answers: [
        ...lookups,
        ...content,
        history([]),
        answer(PatientEndpoint.recentConsultations, () => success([])),
      ],
    }),
  ],
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(inLanguage('No Upcoming Appointments', 'لا توجد مواعيد قادمة')),
    ).toBeVisible();
    await expect(
      await canvas.findByText(inLanguage('No Recent Consultations', 'لا توجد استشارات حديثة')),
    ).toBeVisible();
  },
};

/** While every part loads: each shows its skeleton. */
export const Loading: Story = {
  decorators: [
    screenStory({
      ...at,
      answers: [
        ...lookups,
        pending(ContentEndpoint.banners),
        pending(ContentEndpoint.news),
        pending(ContentEndpoint.media),
        pending({ method: 'POST', path: AppointmentPath.history }),
        pending(PatientEndpoint.recentConsultations),
      ],
    }),
  ],
  play: async ({ canvas }) => {
    // Banners, news, events, upcoming appointments and recent doctors each say they are loading (the
    // banners in the first render, the others in the one after it).
    await waitFor(() => expect(canvas.getAllByRole('status')).toHaveLength(5));
    // The tiles need nothing from the server.
    await expect(canvas.getByRole('link', { name: inLanguage('Appointments', 'المواعيد') })).toBeVisible();
  },
};

/** The news could not load: that part says so and offers to retry; the rest of the dashboard is there. */
export const NewsFailed: Story = {
  decorators: [
    screenStory({
      ...at,
      answers: [
        ...lookups,
        banners,
        media,
        refusal(ContentEndpoint.news, 500, 'Error', 'auth.somethingWentWrong'),
        upcoming,
        recent,
      ],
    }),
  ],
  play: async ({ canvas }) => {
    const newsPart = await canvas.findByRole('region', { name: inLanguage('News', 'الأخبار') });
    await expect(
      await within(newsPart).findByText(
        inLanguage('Something went wrong. Try again', 'حدث خطأ ما. حاول مرة أخرى'),
      ),
    ).toBeVisible();
    await expect(
      within(newsPart).getByRole('button', { name: inLanguage('Try again', 'حاول مرة أخرى') }),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('region', { name: inLanguage('Highlights', 'أبرز الأخبار') }),
    ).toBeVisible();
    const events = await canvas.findByRole('region', { name: inLanguage('Events', 'الفعاليات') });
    await expect(await within(events).findAllByRole('button')).toHaveLength(5);
  },
};

/** A phone's width: one column, the side column's parts under the news, the tiles three abreast. */
export const Phone: Story = {
  // The frame wraps the screen (screenStory draws the screen itself, so it comes first).
  decorators: [
    screenStory({ ...at, answers: everything }),
    (Story) => (
      <div style={{ inlineSize: '375px' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const newsPart = await canvas.findByRole('region', { name: inLanguage('News', 'الأخبار') });
    const side = canvas.getByRole('complementary');
    await expect(side.getBoundingClientRect().top).toBeGreaterThan(newsPart.getBoundingClientRect().bottom);
    const services = canvas.getByRole('region', { name: inLanguage('Services', 'الخدمات') });
    const tops = within(services)
      .getAllByRole('listitem')
      .map((tile) => Math.round(tile.getBoundingClientRect().top));
    // Nine tiles in three rows of three.
    await expect(new Set(tops).size).toBe(3);
  },
};
const noDateOfBirth: PreloadedState = {
  ...signedIn,
  session: signedIn.session && {
    ...signedIn.session,
    user: signedIn.session.user && { ...signedIn.session.user, isDOBAvailable: false, facilityId: null },
  },
};

/** An account with no date of birth nor hospital yet: the gate asks for both. */
export const CompleteProfile: Story = {
  decorators: [
    screenStory({
      ...at,
      preloadedState: noDateOfBirth,
      answers: [
        ...lookups,
        ...content,
        history([]),
        answer(PatientEndpoint.recentConsultations, () => success([])),
      ],
    }),
  ],
  play: async () => {
    // The dialog is portalled to the body, outside the canvas.
    const title = inLanguage('Complete Profile', 'إكمال الملف الشخصي');
    const dialog = await screen.findByRole('dialog', { name: title }, { timeout: 10_000 });
    // Seen once it has faded in.
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
