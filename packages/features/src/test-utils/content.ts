/**
 * Content service test data for the news, events, insurance and health package stories (never
 * imported by screens). Images are inline SVGs, so stories never reach the network.
 */
import {
  ContentLookupEndpoint,
  type HealthPackage,
  type HealthPackageDetail,
  type HospitalLocation,
  type ImageSet,
  type Insurer,
  type MediaItem,
  type NewsItem,
} from '@portal/contract';
import { listed } from './care';
import { answer, inLanguage } from './screenStory';

/** An inline picture of `width` x `height` in one colour with a label, as the server's one size. */
export function pictureOf(label: string, colour: string, width = 800, height = 450): ImageSet {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="${colour}"/><circle cx="${width * 0.8}" cy="${height * 0.2}" r="${height * 0.3}" fill="#fff" fill-opacity=".15"/><text x="${width * 0.06}" y="${height * 0.56}" font-family="sans-serif" font-size="${height / 9}" font-weight="700" fill="#fff">${label}</text></svg>`;
  return { src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`, srcSet: '', width, height };
}

/** The news of the stories, newest first, in the language on show. */
export function newsList(): NewsItem[] {
  return [
    {
      id: 3,
      title: inLanguage('New cardiac centre opens in Ruwais', 'افتتاح مركز جديد للقلب في الرويس'),
      description: inLanguage(
        'The centre offers round-the-clock cardiac care close to home.\n\nAppointments can be booked in the portal.',
        'يقدم المركز رعاية قلبية على مدار الساعة بالقرب من منزلك.\n\nيمكن حجز المواعيد من خلال البوابة.',
      ),
      imagepath: '',
      imageSet: pictureOf('Cardiac', '#0B6B63'),
      publishDate: '2026-11-20T06:00:00.000Z',
    },
    {
      id: 2,
      title: inLanguage('Flu vaccination season has started', 'بدأ موسم التطعيم ضد الإنفلونزا'),
      description: inLanguage(
        'Walk in to any of our clinics for your seasonal flu vaccine.',
        'تفضل بزيارة أي من عياداتنا للحصول على لقاح الإنفلونزا الموسمي.',
      ),
      imagepath: '',
      imageSet: pictureOf('Flu', '#1F4E79'),
      publishDate: '2026-10-02T06:00:00.000Z',
    },
    {
      id: 1,
      title: inLanguage('Diabetes awareness week', 'أسبوع التوعية بمرض السكري'),
      description: inLanguage(
        'Free blood sugar screening at the main hospital all week.',
        'فحص مجاني لسكر الدم في المستشفى الرئيسي طوال الأسبوع.',
      ),
      imagepath: '',
      imageSet: pictureOf('Diabetes', '#7A3E00'),
      publishDate: '2026-09-14T06:00:00.000Z',
    },
  ];
}

/** The events of the stories, each with a video and its captions in both languages. */
export function mediaList(): MediaItem[] {
  const captions = (name: string) => [
    { lang: 'en' as const, label: 'English', src: `data:text/vtt,WEBVTT%0A%0A${name}-en` },
    { lang: 'ar' as const, label: 'العربية', src: `data:text/vtt,WEBVTT%0A%0A${name}-ar` },
  ];
  return [
    {
      id: 2,
      title: inLanguage('Healthy heart walk 2026', 'مسيرة القلب الصحي 2026'),
      imagepath: '',
      imageSet: pictureOf('Walk', '#0B6B63'),
      publishDate: '2026-11-08T06:00:00.000Z',
      videolink: 'data:video/webm;base64,',
      captions: captions('walk'),
    },
    {
      id: 1,
      title: inLanguage('Nursing day celebration', 'الاحتفال بيوم التمريض'),
      imagepath: '',
      imageSet: pictureOf('Nursing', '#5B2C83'),
      publishDate: '2026-05-12T06:00:00.000Z',
      videolink: 'data:video/webm;base64,',
      captions: captions('nursing'),
    },
  ];
}

/** The insurers of the stories (SVG logos: one size, no srcSet). */
export function insurers(): Insurer[] {
  return [
    {
      id: 1,
      name: inLanguage('Daman', 'ضمان'),
      image: '',
      imageSet: pictureOf('Daman', '#00558C', 300, 200),
    },
    { id: 2, name: inLanguage('Thiqa', 'ثقة'), image: '', imageSet: pictureOf('Thiqa', '#2E7D32', 300, 200) },
    { id: 3, name: inLanguage('AXA', 'أكسا'), image: '', imageSet: pictureOf('AXA', '#00008F', 300, 200) },
  ];
}

/** The health packages of the stories. */
export function packages(): HealthPackage[] {
  return [
    {
      name: 'executive',
      packagename: inLanguage('Executive Health Check', 'الفحص الصحي التنفيذي'),
      title: inLanguage('A complete check-up in one morning', 'فحص شامل في صباح واحد'),
      image: '',
      imageSet: pictureOf('Executive', '#0B6B63'),
    },
    {
      name: 'women',
      packagename: inLanguage('Women’s Wellness', 'صحة المرأة'),
      title: inLanguage('Screening for every stage of life', 'فحوصات لكل مراحل الحياة'),
      image: '',
      imageSet: pictureOf('Wellness', '#8E244D'),
    },
  ];
}

/** The executive package with its sub-packages (HTML descriptions, one with a script to strip). */
export function executivePackage(): HealthPackageDetail {
  const [executive] = packages();
  if (!executive) throw new Error('no package');
  return {
    ...executive,
    subPackages: [
      {
        name: inLanguage('Basic', 'الأساسية'),
        description: inLanguage(
          '<ul><li>Complete blood count</li><li>Lipid profile</li></ul><script>window.hacked = true</script>',
          '<ul><li>تعداد الدم الكامل</li><li>الدهون في الدم</li></ul><script>window.hacked = true</script>',
        ),
        price: 450,
      },
      {
        name: inLanguage('Premium', 'المميزة'),
        description: inLanguage(
          '<ul><li>Everything in Basic</li><li>Cardiac stress test</li></ul>',
          '<ul><li>كل ما في الأساسية</li><li>اختبار جهد القلب</li></ul>',
        ),
        price: 1250,
      },
    ],
  };
}

/** The brand's two hospitals in the language asked, the signed-in patient's (AD10) first. */
export const brandLocations = answer(ContentLookupEndpoint.locations, ({ lang }) =>
  listed(
    [
      { id: 3, locationId: 'AD10', name: ['Al Dhannah Hospital', 'مستشفى الظنة'] as const },
      { id: 4, locationId: 'AD11', name: ['Ruwais Clinic', 'عيادة الرويس'] as const },
    ].map(
      (place): HospitalLocation => ({
        id: place.id,
        locationId: place.locationId,
        name: lang === 'ar' ? place.name[1] : place.name[0],
        address: '',
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
