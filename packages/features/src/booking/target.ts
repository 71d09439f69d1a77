import type { Appointment, Doctor, InsuranceFlags, ScheduleType } from '@portal/contract';

/**
 * The doctor a booking screen books with, from a doctor card (book, re-book) or from an existing
 * appointment (reschedule): what the doctor card, the slots call and the booking payload need.
 */
export interface BookingTarget {
  doctorId: number;
  name: string;
  nameAr: string;
  image: string | null;
  specialty: string;
  specialtyAr: string;
  experience: number | null;
  location: string | null;
  locationAr: string | null;
  locationId: number | null;
  facilityId: string | null;
  /** The department code; null for a doctor without one (cannot be booked). */
  department: string | null;
  physicianNo: string;
  physicianLicense: string;
  scheduleType: ScheduleType;
  /** A phone number shown instead of slots and booking. */
  appointmentMessage: string | null;
  /** Insurance-validation flags; null when no insurance check applies (a reschedule). */
  flags: InsuranceFlags | null;
  /** Known address and map link (an appointment carries them); else looked up by location. */
  address: { en: string | null; ar: string | null; mapLink: string | null } | null;
}

export function targetOfDoctor(doctor: Doctor): BookingTarget {
  return {
    doctorId: doctor.id,
    name: doctor.name,
    nameAr: doctor.name_ar,
    image: doctor.image,
    specialty: doctor.specialty,
    specialtyAr: doctor.specialty_ar,
    experience: doctor.experience,
    location: doctor.location,
    locationAr: doctor.location_ar,
    locationId: doctor.locationId,
    facilityId: doctor.facilityId,
    department: doctor.department_code,
    physicianNo: doctor.physicianNo,
    physicianLicense: doctor.physicianLicense,
    scheduleType: doctor.scheduleType,
    appointmentMessage: doctor.appointment_message,
    flags: {
      facility_insurance_validation: doctor.facility_insurance_validation,
      specialty_insurance_validation: doctor.specialty_insurance_validation,
      doctor_insurance_validation: doctor.doctor_insurance_validation,
    },
    address: null,
  };
}

export function targetOfAppointment(item: Appointment): BookingTarget {
  return {
    doctorId: item.doctorId,
    name: item.physicianName,
    nameAr: item.physicianName_ar,
    image: item.image,
    specialty: item.specialty,
    specialtyAr: item.specialty_ar,
    experience: item.experience,
    location: item.location,
    locationAr: item.location_ar,
    locationId: item.locationId,
    facilityId: item.facilityId,
    department: item.department,
    physicianNo: item.physicianNo,
    physicianLicense: item.physicianLicense,
    scheduleType: item.scheduleType,
    appointmentMessage: item.appointment_message,
    flags: null,
    address: { en: item.address, ar: item.address_ar, mapLink: item.map_link },
  };
}

/** The shape doctorBookingIssue reads. */
export function bookableOf(target: BookingTarget) {
  return { department_code: target.department, locationId: target.locationId, location: target.location };
}
