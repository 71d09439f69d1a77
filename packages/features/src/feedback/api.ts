import {
  type ComplaintRequest,
  type FeedbackAnswersRequest,
  FeedbackEndpoint,
  type FeedbackLocationsResponse,
  type PatientTypesResponse,
  type QuestionnaireQuery,
  type QuestionnaireResponse,
  type SuggestionRequest,
} from '@portal/contract';
import { api } from '../api/api';
import { request } from '../api/endpoint';

type Lang = 'en' | 'ar';

/** Spec section 7, feedback: the brand's locations, patient types, questionnaire; the three sends. */
export const feedbackApi = api.injectEndpoints({
  endpoints: (build) => ({
    feedbackLocations: build.query<FeedbackLocationsResponse['data']['data'], Lang>({
      ...request(FeedbackEndpoint.locations, (lang: Lang) => ({ lang })),
      transformResponse: (response: FeedbackLocationsResponse) => response.data.data,
    }),
    patientTypes: build.query<PatientTypesResponse['data']['data'], Lang>({
      ...request(FeedbackEndpoint.patientTypes, (lang: Lang) => ({ lang })),
      transformResponse: (response: PatientTypesResponse) => response.data.data,
    }),
    questionnaire: build.query<QuestionnaireResponse['data']['data'], QuestionnaireQuery>({
      ...request(FeedbackEndpoint.questionnaire),
      transformResponse: (response: QuestionnaireResponse) => response.data.data,
    }),
    sendFeedback: build.mutation<null, FeedbackAnswersRequest>({
      ...request(FeedbackEndpoint.answers),
      transformResponse: () => null,
    }),
    sendSuggestion: build.mutation<null, SuggestionRequest>({
      ...request(FeedbackEndpoint.suggestion),
      transformResponse: () => null,
    }),
    sendComplaint: build.mutation<string, ComplaintRequest>({
      ...request(FeedbackEndpoint.complaint),
      transformResponse: (response: { data: { complaintNumber: string } }) => response.data.complaintNumber,
    }),
  }),
});

export const {
  useFeedbackLocationsQuery,
  usePatientTypesQuery,
  useQuestionnaireQuery,
  useSendFeedbackMutation,
  useSendSuggestionMutation,
  useSendComplaintMutation,
} = feedbackApi;
