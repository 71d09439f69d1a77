import {
  AppointmentEndpoint,
  type BookingPatient,
  type BookingPatientsResponse,
  type LabOrder,
  type LabReports,
  type LabReportsRequest,
  type LabReportsResponse,
  labReportPdfBody,
  type OldReportRequest,
  type OldReportResponse,
  type ReportAccess,
  type ReportAccessResponse,
  type ReportLanguage,
  ReportsEndpoint,
  ReportsPath,
  type SendReportOtpResponse,
  type VerifyReportOtpRequest,
  type VerifyReportOtpResponse,
} from '@portal/contract';
import { api } from '../api/api';
import { request } from '../api/endpoint';
import { fileAsObjectUrl } from '../api/files';

const REPORTS = { type: 'Reports' as const, id: 'LIST' };
/** Whether a person's reports need the code: it changes once a code is verified (or expires). */
const access = (familyMemberId: number) => ({ type: 'Reports' as const, id: `access-${familyMemberId}` });

export interface PdfArgs {
  order: LabOrder;
  familyMemberId: number;
  lang: ReportLanguage;
}

/** Lab and radiology reports: the list, the code for a member's, the PDF, the old report request. */
export const reportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Self and family members, for the patient picker (0 is the user). */
    reportPatients: build.query<BookingPatient[], void>({
      ...request(AppointmentEndpoint.patients, () => ({})),
      transformResponse: (response: BookingPatientsResponse) => response.data,
      providesTags: [{ type: 'FamilyMembers', id: 'LIST' }],
    }),

    /** One tab (current or past) of one person's reports, optionally of one type. */
    labReports: build.query<LabReports, LabReportsRequest>({
      ...request(ReportsEndpoint.list),
      transformResponse: (response: LabReportsResponse) => response.data,
      providesTags: [REPORTS],
    }),

    /** Whether the person's reports are protected and whether a code must be verified first. */
    reportAccess: build.query<ReportAccess, number>({
      ...request(ReportsEndpoint.access, (familyMemberId: number) => ({ familyMemberId })),
      transformResponse: (response: ReportAccessResponse) => response.data,
      providesTags: (_result, _error, familyMemberId) => [access(familyMemberId)],
    }),

    /** A code to the member's mobile; answers its validity in minutes. */
    sendReportOtp: build.mutation<number, number>({
      ...request(ReportsEndpoint.sendOtp, (familyMemberId: number) => ({ familyMemberId })),
      transformResponse: (response: SendReportOtpResponse) => response.data.otpValidity,
    }),

    /** 200 either way: validOtp says whether the code was right (a wrong one's message with it). */
    verifyReportOtp: build.mutation<VerifyReportOtpResponse, VerifyReportOtpRequest>({
      ...request(ReportsEndpoint.verifyOtp),
      invalidatesTags: (_result, _error, { familyMemberId }) => [access(Number(familyMemberId ?? 0))],
    }),

    /**
     * The report as a PDF, as an object URL the caller revokes (fetched with the session: no token
     * goes in an address), or the refusal's envelope (403 reports.otpRequired).
     */
    reportPdf: build.mutation<string, PdfArgs>({
      query: ({ order, familyMemberId, lang }) => ({
        url: ReportsPath.pdf,
        method: 'POST',
        body: labReportPdfBody(order, familyMemberId, lang),
        responseHandler: fileAsObjectUrl,
      }),
      invalidatesTags: (_result, error, { familyMemberId }) => (error ? [access(familyMemberId)] : []),
    }),

    requestOldReport: build.mutation<OldReportResponse, OldReportRequest>({
      ...request(ReportsEndpoint.oldReport),
    }),
  }),
});

export const {
  useReportPatientsQuery,
  useLabReportsQuery,
  useReportAccessQuery,
  useSendReportOtpMutation,
  useVerifyReportOtpMutation,
  useReportPdfMutation,
  useLazyReportAccessQuery,
  useRequestOldReportMutation,
} = reportsApi;
