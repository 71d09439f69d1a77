import {
  addDays,
  appointmentHistoryResponse,
  bookingPatientsResponse,
  departmentCodesResponse,
  doctorLocationsResponse,
  doctorProfileResponse,
  doctorSearchResponse,
  doctorsResponse,
  emiratesIdMatchesDob,
  localDateTime,
  recentConsultationsResponse,
  restrictedInsuranceResponse,
  specialtiesResponse,
  timeSlotsResponse,
} from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { AISHA_FAMILY, HOSPITAL_DOCTORS, seedHospital } from '../db/seed/hospital/index';
import { createTestApp, TestClock } from './harness';
import {
  AHMED,
  bookingPatients,
  LONG_TOKENS,
  signInDemo,
  slotsRequest,
  useDemoClient,
  useHospitalApp,
} from './hospital-support';

const t = useHospitalApp();
const aisha = useDemoClient(t, 'aisha');

const list = <T>(res: { json(): unknown }) => (res.json() as { data: { data: T[] } }).data.data;

describe('doctor search and lists', () => {
  it('suggests doctors, specialties and conditions by English or Arabic text, with name, cat_type and location', async () => {
    const byName = doctorSearchResponse.parse(
      (await aisha.get('/api/doctor/searchdoctor?searchText=ahmed')).json(),
    );
    expect(byName.data.data).toContainEqual({
      id: expect.any(String),
      name: 'Dr. Ahmed Al Hashimi',
      name_ar: 'د. أحمد الهاشمي',
      cat_type: 'doctor',
      location: 'Al Dhannah Hospital',
      location_ar: 'مستشفى الظنة',
    });
    const arabic = list<{ name: string }>(
      await aisha.get(`/api/doctor/searchdoctor?searchText=${encodeURIComponent('أحمد')}`),
    );
    expect(arabic.map((s) => s.name)).toContain('Dr. Ahmed Al Hashimi');
    const pain = list<{ name: string; cat_type: string }>(
      await aisha.get('/api/doctor/searchdoctor?searchText=pain'),
    );
    expect(pain.map((s) => [s.name, s.cat_type])).toEqual(
      expect.arrayContaining([
        ['Back pain', 'condition'],
        ['Knee pain', 'condition'],
      ]),
    );
    const cardio = list<{ id: string; cat_type: string }>(
      await aisha.get('/api/doctor/searchdoctor?searchText=cardio'),
    );
    expect(cardio).toContainEqual(expect.objectContaining({ id: 'CARD', cat_type: 'specialty' }));
  });

  it('takes % and _ literally and wants two characters', async () => {
    expect(list(await aisha.get('/api/doctor/searchdoctor?searchText=%25%25'))).toEqual([]);
    expect(list(await aisha.get('/api/doctor/searchdoctor?searchText=__'))).toEqual([]);
    const short = await aisha.get('/api/doctor/searchdoctor?searchText=a');
    expect(short.statusCode).toBe(400);
    expect(short.json().message.status).toBe('BadRequest');
  });

  it('lists the doctors of a suggestion (id and cat_type) or of the text typed', async () => {
    const [ahmedId] = list<{ id: string }>(await aisha.get('/api/doctor/searchdoctor?searchText=Al Hashimi'));
    const one = doctorsResponse.parse(
      (await aisha.get(`/api/doctor/doctors?id=${ahmedId?.id}&cat_type=doctor`)).json(),
    );
    expect(one.data.data.map((d) => d.physicianNo)).toEqual(['D1001']);
    expect(one.data.data[0]).toMatchObject({
      physicianName: 'Dr. Ahmed Al Hashimi',
      initials: 'AH',
      specialty: 'Family Medicine',
      department_code: 'FM',
      location: 'Al Dhannah Hospital',
      facilityId: 'AD10',
      physicianLicense: 'DOH-GP-10231',
      scheduleType: 'OPD',
      facility_insurance_validation: 'yes',
      specialty_insurance_validation: 'no',
      doctor_insurance_validation: 'no',
      cat_type: 'doctor',
      experience: 18,
    });
    expect(one.data.data[0]?.image).toMatch(/^data:image\/svg\+xml,/);

    const cardiology = list<{ physicianNo: string }>(
      await aisha.get('/api/doctor/doctors?id=CARD&cat_type=specialty'),
    );
    expect(cardiology.map((d) => d.physicianNo)).toEqual(['D1002']);
    const knee = list<{ physicianNo: string }>(await aisha.get('/api/doctor/doctors?searchText=knee'));
    expect(knee.map((d) => d.physicianNo)).toEqual(['D1004']);
    const none = doctorsResponse.parse((await aisha.get('/api/doctor/doctors?searchText=zzzz')).json());
    expect(none.data).toEqual({ status: 'success', data: [], message: 'No Doctors to display' });
  });

  it('keeps to the brand’s facilities when a brand is asked (its appointments list shows no others)', async () => {
    const suggest = async (text: string, brand: string) =>
      list<{ name: string; cat_type: string }>(
        await aisha.get(`/api/doctor/searchdoctor?searchText=${encodeURIComponent(text)}&brandName=${brand}`),
      ).map((s) => [s.name, s.cat_type]);
    // 'ahm' is in Ahmed (Al Dhannah) and in Rahman (Colab).
    expect(await suggest('ahm', 'aldhannah')).toEqual([['Dr. Ahmed Al Hashimi', 'doctor']]);
    expect(await suggest('ahm', 'colab')).toEqual([['Dr. Nadia Rahman', 'doctor']]);
    // Specialties and conditions only where the brand has a doctor for them.
    expect(await suggest('cardio', 'colab')).toEqual([]);
    expect(await suggest('cardio', 'aldhannah')).toContainEqual(['Cardiology', 'specialty']);

    const doctors = async (query: string) =>
      list<{ physicianNo: string; facilityId: string }>(await aisha.get(`/api/doctor/doctors?${query}`));
    const colab = await doctors('searchText=Dr&brandName=colab');
    expect(colab.length).toBeGreaterThan(0);
    expect(colab.every((d) => d.facilityId === 'BM10')).toBe(true);
    const aldhannah = await doctors('searchText=Dr&brandName=aldhannah');
    expect(aldhannah.map((d) => d.physicianNo)).toContain('D1001');
    expect(aldhannah.some((d) => d.facilityId === 'BM10')).toBe(false);
    expect(await doctors('id=CARD&cat_type=specialty&brandName=colab')).toEqual([]);
    expect((await doctors('searchText=Dr')).length).toBe(colab.length + aldhannah.length);
  });

  it('lists doctors by specialty, condition, location and telemedicine', async () => {
    const fm = list<{ physicianNo: string }>(await aisha.get('/api/doctor/doctorsbyspecialty?specialty=fm'));
    expect(fm.map((d) => d.physicianNo)).toEqual(['D1001', 'D1009', 'D1011']);
    const specialties = specialtiesResponse.parse((await aisha.get('/api/doctor/specialties')).json()).data
      .data;
    const backPain = specialties.flatMap((s) => s.conditions).find((c) => c.name === 'Back pain');
    const byCondition = list<{ physicianNo: string }>(
      await aisha.get(`/api/doctor/doctorsbyspecialty?conditionId=${backPain?.id}`),
    );
    expect(byCondition.map((d) => d.physicianNo)).toEqual(['D1004']);

    const places = doctorLocationsResponse.parse((await aisha.get('/api/doctor/locations')).json()).data.data;
    const mirfa = places.find((p) => p.name === 'Mirfa Clinic');
    const atMirfa = list<{ physicianNo: string }>(
      await aisha.get(`/api/doctor/doctorsbylocation?locationId=${mirfa?.id}`),
    );
    expect(atMirfa.map((d) => d.physicianNo)).toEqual(['D1008', 'D1009']);

    const tele = list<{ physicianNo: string; scheduleType: string }>(
      await aisha.get('/api/doctor/telemedicinedoctors'),
    );
    expect(tele.map((d) => d.physicianNo)).toEqual(['D1011', 'D2002']);
    expect(tele.every((d) => d.scheduleType === 'TELEMED')).toBe(true);
    // A brand's portal offers only its own facilities' doctors: its appointments list shows no others.
    const teleOf = async (brand: string) =>
      list<{ physicianNo: string; facilityId: string }>(
        await aisha.get(`/api/doctor/telemedicinedoctors?brandName=${brand}`),
      );
    expect((await teleOf('aldhannah')).map((d) => [d.physicianNo, d.facilityId])).toEqual([
      ['D1011', 'AD10'],
    ]);
    expect((await teleOf('COLAB')).map((d) => [d.physicianNo, d.facilityId])).toEqual([['D2002', 'BM10']]);
  });

  it('lists specialties with their conditions, all or those of a brand or location', async () => {
    const all = specialtiesResponse.parse((await aisha.get('/api/doctor/specialties')).json()).data.data;
    expect(all).toHaveLength(12);
    expect(all.find((s) => s.id === 'CARD')).toMatchObject({
      name: 'Cardiology',
      name_ar: 'أمراض القلب',
      insurance_validation: 'yes',
      doctorCount: 1,
    });
    const colab = list<{ id: string }>(await aisha.get('/api/doctor/specialtiesbylocation?vblog=colab'));
    expect(colab.map((s) => s.id).sort()).toEqual(['DENT', 'DERM', 'OPH', 'PSY']);
    const places = list<{ id: number; name: string }>(
      await aisha.get('/api/doctor/locations?brand=aldhannah'),
    );
    expect(places.map((p) => p.name)).toEqual(['Al Dhannah Hospital', 'Ruwais Clinic', 'Mirfa Clinic']);
    const ruwais = places.find((p) => p.name === 'Ruwais Clinic');
    const atRuwais = list<{ id: string }>(
      await aisha.get(`/api/doctor/specialtiesbylocation?locationId=${ruwais?.id}`),
    );
    expect(atRuwais.map((s) => s.id)).toEqual(['IM', 'DERM']);
  });

  it('answers a doctor profile in English and Arabic, and 404 for an unknown doctor', async () => {
    const [nadia] = list<{ id: number }>(await aisha.get('/api/doctor/doctors?searchText=Nadia'));
    const profile = doctorProfileResponse.parse(
      (await aisha.get(`/api/doctor/profile?id=${nadia?.id}`)).json(),
    );
    expect(profile.data.data).toMatchObject({
      name: 'Dr. Nadia Rahman',
      specialization: 'Consultant Dermatologist',
      nationality: 'Pakistani',
      know_langauges: 'English, Urdu, Arabic',
      location: 'Colab Medical Centre',
      facilityId: 'BM10',
      image: null,
      initials: 'NR',
    });
    expect(profile.data.data.biography_web_ar).toMatch(/[\u0600-\u06FF]/);
    const missing = await aisha.get('/api/doctor/profile?id=999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message.status).toBe('NotFound');
  });

  it('gives the restricted insurance of a location and the department codes', async () => {
    const places = list<{ id: number; name: string }>(await aisha.get('/api/doctor/locations'));
    const mirfa = places.find((p) => p.name === 'Mirfa Clinic');
    const restricted = restrictedInsuranceResponse.parse(
      (await aisha.get(`/api/doctor/restrictedinsurance?locationId=${mirfa?.id}`)).json(),
    );
    expect(restricted.data.data).toContainEqual({ name: ' daman ', insurance_plan: 'BASIC ' });
    const codes = departmentCodesResponse.parse((await aisha.get('/api/appointment/departmentcodes')).json());
    expect(codes.data).toEqual(['DSURG', 'IVF']);
  });

  it('wants a bearer token on every call', async () => {
    for (const url of [
      '/api/doctor/searchdoctor?searchText=ahmed',
      '/api/doctor/doctors?searchText=ahmed',
      '/api/doctor/doctorsbyspecialty?specialty=FM',
      '/api/doctor/doctorsbylocation?locationId=1',
      '/api/doctor/specialties',
      '/api/doctor/specialtiesbylocation?vblog=colab',
      '/api/doctor/profile?id=1',
      '/api/doctor/telemedicinedoctors',
      '/api/doctor/locations',
      '/api/doctor/restrictedinsurance?locationId=1',
      '/api/appointment/departmentcodes',
      '/api/appointment/patients',
      '/api/appointment/calendar?appointmentId=1',
      '/api/user/recentconsultations',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(401);
    }
    for (const url of [
      '/api/appointment/timeslots',
      '/api/appointment/appointmenthistory',
      '/api/appointment/bookappointment',
      '/api/appointment/teleconsultstart',
      '/api/user/getpatientrecord/1',
      '/api/user/getpatientdetails',
    ]) {
      const res = await t.app.inject({ method: 'POST', url, payload: {} });
      expect(res.statusCode, url).toBe(401);
    }
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/appointment/updateappointment', payload: {} }))
        .statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/appointment/deleteappointment', payload: {} }))
        .statusCode,
    ).toBe(401);
  });
});

describe('demo seed of the simulated hospital', () => {
  it('has 12 to 16 doctors in English and Arabic, at both facilities, OPD and TELEMED, with valid schedules', () => {
    expect(HOSPITAL_DOCTORS.length).toBeGreaterThanOrEqual(12);
    expect(HOSPITAL_DOCTORS.length).toBeLessThanOrEqual(16);
    expect(new Set(HOSPITAL_DOCTORS.map((d) => d.scheduleType))).toEqual(new Set(['OPD', 'TELEMED']));
    for (const d of HOSPITAL_DOCTORS) {
      expect(d.nameAr).toMatch(/[\u0600-\u06FF]/);
      expect(d.biographyAr).toMatch(/[\u0600-\u06FF]/);
      expect([15, 20, 30]).toContain(d.slotMinutes);
      for (const [start, end] of d.sessions) expect(start < end).toBe(true);
    }
    expect(HOSPITAL_DOCTORS.filter((d) => d.appointmentMessage).length).toBeGreaterThanOrEqual(2);
  });

  it('gives Aisha’s family Emirates IDs that obey 784 + birth year', () => {
    for (const member of AISHA_FAMILY)
      expect(emiratesIdMatchesDob(member.documentId, member.dateOfBirth)).toBe(true);
  });

  it('seeds once: a second run changes nothing', async () => {
    expect(await seedHospital(t.db)).toBe(false);
  });

  it('lists Aisha and her family as the people she may book for', async () => {
    const res = bookingPatientsResponse.parse((await aisha.get('/api/appointment/patients')).json());
    expect(res.data.map((p) => [p.firstName, p.relation, p.familyMemberId === 0])).toEqual([
      ['Aisha', 'Self', true],
      ['Yousef', 'Son', false],
      ['Hamad', 'Husband', false],
      ['Latifa', 'Mother', false],
    ]);
  });

  /** Seeded appointments are dated from the real today: this test runs on the real clock. */
  it('always has free slots tomorrow with Dr. Ahmed, and Aisha’s history dated from today', async () => {
    const clock = new TestClock(new Date().toISOString());
    const live = await createTestApp(t.database, { clock, config: LONG_TOKENS });
    try {
      const client = await signInDemo(live.app, 'aisha');
      const tomorrow = addDays(localDateTime(clock.now()).date, 1);
      const slots = timeSlotsResponse.parse(
        (await client.post('/api/appointment/timeslots', slotsRequest([AHMED.physicianNo], tomorrow))).json(),
      ).data;
      expect([slots.morningSlots.length, slots.afternoonSlots.length, slots.eveningSlots.length]).toEqual([
        16, 12, 12,
      ]);

      const history = appointmentHistoryResponse.parse(
        (
          await client.post('/api/appointment/appointmenthistory?brandName=aldhannah', { familyMemberId: 0 })
        ).json(),
      ).data;
      expect(history.upcomingAppts.map((a) => [a.physicianNo, a.apptTime, a.appointmentStatus])).toEqual([
        ['D1006', '09:00', '0'],
      ]);
      expect(history.pastAppts.map((a) => [a.physicianNo, a.appointmentStatus])).toEqual([
        ['D1007', 'Not Visited'],
        ['D1002', 'Not Visited'],
        ['D1001', 'Visited'],
      ]);
      expect(history.consultedDoctors.map((d) => d.physicianNo)).toEqual(['D1001']);

      const family = await bookingPatients(client);
      const yousef = appointmentHistoryResponse.parse(
        (
          await client.post('/api/appointment/appointmenthistory', {
            familyMemberId: family.Yousef?.familyMemberId,
          })
        ).json(),
      ).data;
      expect(yousef.pastAppts.map((a) => [a.physicianNo, a.patientName, a.appointmentStatus])).toEqual([
        ['D1003', 'Yousef Al Mansoori', 'Visited'],
      ]);
      const recent = recentConsultationsResponse.parse(
        (
          await client.get(`/api/user/recentconsultations?familyMemberId=${family.Yousef?.familyMemberId}`)
        ).json(),
      );
      expect(recent.data.map((d) => d.name)).toEqual(['Dr. Layla Haddad']);
    } finally {
      await live.app.close();
    }
  });
});
