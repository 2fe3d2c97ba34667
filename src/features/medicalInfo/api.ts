import { api, medicationApi } from '../../api/client';
import type {
  Drug,
  IcdCondition,
  MedicalInfoRecord,
  MedicalInfoReply,
  MedicalInfoSaveReply,
} from '../../api/types';

// docs/calls.md#medical-information-calls. The record is read from the main service; it is saved on, and searched through,
// the medication site's host. A search takes an AbortSignal so a newer search can cancel it.
// The site's other drug searches (by ingredient, by name alone, by AHFS class, by a list of names) serve
// the medication refill site, not any screen here
// (docs/calls.md#calls-the-portal-does-not-make says why).

const part = (text: string) => encodeURIComponent(text.trim());

export const getMedicalInfo = () =>
  api.get<MedicalInfoReply>('/services/medical-info').then((r) => r.data);

export const postMedicalInfo = (record: MedicalInfoRecord) =>
  medicationApi.post<MedicalInfoSaveReply>('/medicalinfo/', record).then((r) => r.data);

export const getMedicalInfoById = (id: string) =>
  medicationApi.get<MedicalInfoRecord>(`/medicalinfo/${part(id)}`).then((r) => r.data);

export const searchIcdByName = (text: string, signal?: AbortSignal) =>
  medicationApi.get<IcdCondition[]>(`/icd/name/${part(text)}`, { signal }).then((r) => r.data);

/** Drugs whose name or active ingredient contains the text. */
export const searchDrugsByName = (text: string, signal?: AbortSignal) =>
  medicationApi.get<Drug[]>(`/drug/name/${part(text)}`, { signal }).then((r) => r.data);
