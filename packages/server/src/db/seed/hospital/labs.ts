/**
 * Lab (LAB) and radiology (RBF) orders of the demo patients, dated from today over the last six
 * months (some in the last 30 days, the reports screen's Current tab), with a few results outside
 * their reference ranges. Test names and radiology reports in English and Arabic.
 */
import { addDays } from '@portal/contract';
import { type AbnormalFlag, hospitalLabOrders, hospitalLabTests } from '../../schema';
import type { SeedDb } from './shared';

interface Test {
  en: string;
  ar: string;
  value: string | null;
  unit: string | null;
  range: string | null;
  flag: AbnormalFlag | null;
}

const test = (
  en: string,
  ar: string,
  value: string,
  unit: string | null,
  range: string,
  flag: AbnormalFlag | null = null,
): Test => ({ en, ar, value, unit, range, flag });

const study = (en: string, ar: string): Test => ({
  en,
  ar,
  value: null,
  unit: null,
  range: null,
  flag: null,
});

const text = (en: string, ar: string) => ({ en, ar });

/* Panels, with each patient's own results. */

/** Haemoglobin's reference range by who is tested. */
const HB_RANGE = { woman: '12.0 - 15.5', man: '13.5 - 17.5', child: '11.5 - 15.5' } as const;

const cbc = (
  who: keyof typeof HB_RANGE,
  hb: string,
  wbc: string,
  plt: string,
  flags: Partial<Record<'hb' | 'wbc' | 'plt', AbnormalFlag>> = {},
) => [
  test('Haemoglobin', 'الهيموغلوبين', hb, 'g/dL', HB_RANGE[who], flags.hb),
  test('White blood cells', 'كريات الدم البيضاء', wbc, '10^9/L', '4.0 - 11.0', flags.wbc),
  test('Platelets', 'الصفائح الدموية', plt, '10^9/L', '150 - 400', flags.plt),
  test('Red blood cells', 'كريات الدم الحمراء', '4.6', '10^12/L', '4.2 - 5.4'),
  test('Haematocrit', 'الهيماتوكريت', '40.1', '%', '36.0 - 46.0'),
  test('Mean cell volume', 'متوسط حجم الكرية', '86', 'fL', '80 - 100'),
];

const lipids = (
  total: string,
  ldl: string,
  hdl: string,
  tg: string,
  flags: Partial<Record<'total' | 'ldl' | 'hdl' | 'tg', AbnormalFlag>> = {},
) => [
  test('Total cholesterol', 'الكوليسترول الكلي', total, 'mmol/L', '< 5.2', flags.total),
  test('LDL cholesterol', 'الكوليسترول الضار', ldl, 'mmol/L', '< 3.4', flags.ldl),
  test('HDL cholesterol', 'الكوليسترول النافع', hdl, 'mmol/L', '> 1.0', flags.hdl),
  test('Triglycerides', 'الدهون الثلاثية', tg, 'mmol/L', '< 1.7', flags.tg),
];

const glucose = (
  hba1c: string,
  fasting: string,
  flags: Partial<Record<'hba1c' | 'fasting', AbnormalFlag>> = {},
) => [
  test('HbA1c', 'الهيموغلوبين السكري', hba1c, '%', '4.0 - 5.6', flags.hba1c),
  test('Fasting glucose', 'سكر الدم الصائم', fasting, 'mmol/L', '3.9 - 5.5', flags.fasting),
];

const vitaminD = (value: string, flag: AbnormalFlag | null = null) =>
  test('Vitamin D, 25-hydroxy', 'فيتامين د', value, 'ng/mL', '30 - 100', flag);
const tsh = (value: string, flag: AbnormalFlag | null = null) =>
  test('Thyroid stimulating hormone', 'الهرمون المنبه للغدة الدرقية', value, 'mIU/L', '0.4 - 4.0', flag);

const CHEST_XRAY = study('Chest X-ray, PA view', 'أشعة سينية للصدر');
const ABDOMEN_US = study('Ultrasound, abdomen', 'الموجات فوق الصوتية للبطن');

const CLEAR_CHEST = {
  findings: text(
    'The lungs are clear. No consolidation, pleural effusion or pneumothorax. The heart is of normal size. The bones are intact.',
    'الرئتان صافيتان. لا يوجد تكثف أو انصباب جنبي أو استرواح صدري. حجم القلب طبيعي. العظام سليمة.',
  ),
  impression: text('No acute cardiopulmonary abnormality.', 'لا توجد تغيرات حادة في القلب أو الرئتين.'),
};
const BRONCHITIS_CHEST = {
  findings: text(
    'Mild peribronchial thickening in both lower zones. No focal consolidation or effusion. The heart is of normal size.',
    'تثخن خفيف حول القصبات في المنطقتين السفليتين. لا يوجد تكثف بؤري أو انصباب. حجم القلب طبيعي.',
  ),
  impression: text(
    'Findings in keeping with viral bronchitis.',
    'النتائج تتوافق مع التهاب القصبات الفيروسي.',
  ),
};
const FATTY_LIVER = {
  findings: text(
    'The liver measures 16.5 cm with increased echogenicity, in keeping with mild fatty infiltration. The gallbladder, pancreas, spleen and both kidneys are normal. No free fluid.',
    'يبلغ طول الكبد 16.5 سم مع زيادة في الصدى تتوافق مع ارتشاح دهني خفيف. المرارة والبنكرياس والطحال والكليتان طبيعية. لا يوجد سائل حر.',
  ),
  impression: text('Mild fatty liver.', 'كبد دهني خفيف.'),
};
const NORMAL_ABDOMEN = {
  findings: text(
    'The liver, gallbladder, pancreas, spleen and both kidneys are normal in size and echotexture. No stones. No free fluid.',
    'الكبد والمرارة والبنكرياس والطحال والكليتان طبيعية الحجم والبنية. لا توجد حصوات. لا يوجد سائل حر.',
  ),
  impression: text('Normal abdominal ultrasound.', 'فحص طبيعي للبطن بالموجات فوق الصوتية.'),
};

const AHMED = text('Dr. Ahmed Al Hashimi', 'د. أحمد الهاشمي');
const LAYLA = text('Dr. Layla Haddad', 'د. ليلى حداد');
const TARIQ = text('Dr. Tariq Al Nuaimi', 'د. طارق النعيمي');

interface Order {
  facilityId: 'AD10' | 'BM10';
  patientId: string;
  docType: 'LAB' | 'RBF';
  /** Days before today. */
  daysAgo: number;
  doctor: { en: string; ar: string };
  tests: Test[];
  report?: { findings: { en: string; ar: string }; impression: { en: string; ar: string } };
}

const AISHA = 'ADH100001';
const YOUSEF = 'ADH100002';
const HAMAD = 'ADH100003';
const MARIAM = 'ADH100004';
const SAIF = 'ADH100005';
const OMAR = 'CMC100001';
const RANIA = 'CMC100002';

/** Newest first per patient. Aisha: 3 in Current, 4 in Past; Hamad (own mobile): 2 and 2. */
export const LAB_ORDERS: readonly Order[] = [
  {
    facilityId: 'AD10',
    patientId: AISHA,
    docType: 'LAB',
    daysAgo: 3,
    doctor: AHMED,
    tests: cbc('woman', '11.4', '6.2', '255', { hb: 'L' }),
  },
  {
    facilityId: 'AD10',
    patientId: AISHA,
    docType: 'LAB',
    daysAgo: 12,
    doctor: AHMED,
    tests: [vitaminD('18', 'L'), tsh('2.1')],
  },
  {
    facilityId: 'AD10',
    patientId: AISHA,
    docType: 'RBF',
    daysAgo: 20,
    doctor: AHMED,
    tests: [CHEST_XRAY],
    report: CLEAR_CHEST,
  },
  {
    facilityId: 'AD10',
    patientId: AISHA,
    docType: 'LAB',
    daysAgo: 45,
    doctor: AHMED,
    tests: lipids('5.6', '3.9', '1.3', '1.4', { total: 'H', ldl: 'H' }),
  },
  {
    facilityId: 'AD10',
    patientId: AISHA,
    docType: 'LAB',
    daysAgo: 95,
    doctor: AHMED,
    tests: glucose('5.9', '5.4', { hba1c: 'H' }),
  },
  {
    facilityId: 'AD10',
    patientId: AISHA,
    docType: 'RBF',
    daysAgo: 140,
    doctor: AHMED,
    tests: [ABDOMEN_US],
    report: FATTY_LIVER,
  },
  {
    facilityId: 'AD10',
    patientId: AISHA,
    docType: 'LAB',
    daysAgo: 170,
    doctor: AHMED,
    tests: cbc('woman', '12.8', '7.0', '240'),
  },
  {
    facilityId: 'AD10',
    patientId: YOUSEF,
    docType: 'LAB',
    daysAgo: 8,
    doctor: LAYLA,
    tests: cbc('child', '12.6', '12.8', '310', { wbc: 'H' }),
  },
  {
    facilityId: 'AD10',
    patientId: YOUSEF,
    docType: 'RBF',
    daysAgo: 8,
    doctor: LAYLA,
    tests: [CHEST_XRAY],
    report: BRONCHITIS_CHEST,
  },
  {
    facilityId: 'AD10',
    patientId: YOUSEF,
    docType: 'LAB',
    daysAgo: 75,
    doctor: LAYLA,
    tests: [vitaminD('22', 'L')],
  },
  {
    facilityId: 'AD10',
    patientId: HAMAD,
    docType: 'LAB',
    daysAgo: 15,
    doctor: AHMED,
    tests: lipids('5.1', '3.2', '0.9', '2.3', { hdl: 'L', tg: 'H' }),
  },
  {
    facilityId: 'AD10',
    patientId: HAMAD,
    docType: 'LAB',
    daysAgo: 15,
    doctor: AHMED,
    tests: glucose('6.8', '7.4', { hba1c: 'H', fasting: 'H' }),
  },
  {
    facilityId: 'AD10',
    patientId: HAMAD,
    docType: 'RBF',
    daysAgo: 60,
    doctor: AHMED,
    tests: [ABDOMEN_US],
    report: NORMAL_ABDOMEN,
  },
  {
    facilityId: 'AD10',
    patientId: HAMAD,
    docType: 'LAB',
    daysAgo: 120,
    doctor: AHMED,
    tests: cbc('man', '14.9', '5.8', '210'),
  },
  {
    facilityId: 'AD10',
    patientId: MARIAM,
    docType: 'LAB',
    daysAgo: 25,
    doctor: AHMED,
    tests: [vitaminD('27', 'L'), tsh('4.6', 'H')],
  },
  {
    facilityId: 'AD10',
    patientId: SAIF,
    docType: 'LAB',
    daysAgo: 50,
    doctor: LAYLA,
    tests: cbc('child', '11.9', '9.1', '330'),
  },
  {
    facilityId: 'BM10',
    patientId: OMAR,
    docType: 'LAB',
    daysAgo: 5,
    doctor: TARIQ,
    tests: cbc('man', '15.2', '6.6', '228'),
  },
  {
    facilityId: 'BM10',
    patientId: OMAR,
    docType: 'LAB',
    daysAgo: 33,
    doctor: TARIQ,
    tests: lipids('6.1', '4.2', '1.1', '1.9', { total: 'H', ldl: 'H', tg: 'H' }),
  },
  {
    facilityId: 'BM10',
    patientId: OMAR,
    docType: 'RBF',
    daysAgo: 100,
    doctor: TARIQ,
    tests: [CHEST_XRAY],
    report: CLEAR_CHEST,
  },
  {
    facilityId: 'BM10',
    patientId: RANIA,
    docType: 'LAB',
    daysAgo: 18,
    doctor: TARIQ,
    tests: [tsh('1.8'), vitaminD('34')],
  },
];

/** Document numbers: facility, type and a running number ('AD-LAB-240101'). */
export const labDocNumber = (order: Pick<Order, 'facilityId' | 'docType'>, index: number) =>
  `${order.facilityId.slice(0, 2)}-${order.docType}-${240101 + index}`;

export async function seedLabOrders(db: SeedDb, today: string): Promise<void> {
  for (const [index, order] of LAB_ORDERS.entries()) {
    const docNumber = labDocNumber(order, index);
    const [row] = await db
      .insert(hospitalLabOrders)
      .values({
        facilityId: order.facilityId,
        patientId: order.patientId,
        docNumber,
        docNumberRef: `${docNumber}/1`,
        docPart: 1,
        docType: order.docType,
        docVersion: 1,
        orderDate: addDays(today, -order.daysAgo),
        doctorNameEn: order.doctor.en,
        doctorNameAr: order.doctor.ar,
        findingsEn: order.report?.findings.en ?? null,
        findingsAr: order.report?.findings.ar ?? null,
        impressionEn: order.report?.impression.en ?? null,
        impressionAr: order.report?.impression.ar ?? null,
      })
      .returning({ id: hospitalLabOrders.id });
    if (!row) throw new Error(`lab order ${docNumber} was not stored`);
    await db.insert(hospitalLabTests).values(
      order.tests.map((t, position) => ({
        orderId: row.id,
        position: position + 1,
        testNameEn: t.en,
        testNameAr: t.ar,
        value: t.value,
        unit: t.unit,
        referenceRange: t.range,
        abnormalFlag: t.flag,
      })),
    );
  }
}
