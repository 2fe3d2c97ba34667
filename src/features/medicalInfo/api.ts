import { api, medicationApi } from '../../api/client';
import type {
  Drug,
  IcdCondition,
  MedicalInfoRecord,
  MedicalInfoReply,
  MedicalInfoSaveReply,
  NamedItem,
} from '../../api/types';

// Spec 02 §7. The record is read from the main service; it is saved on, and searched through,
// the medication site's host. A search takes an AbortSignal so a newer search can cancel it.

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

export const searchDrugsByIngredient = (text: string, signal?: AbortSignal) =>
  medicationApi.get<Drug[]>(`/drug/ingredient/${part(text)}`, { signal }).then((r) => r.data);

/** Distinct product names only. */
export const searchDrugNamesOnly = (text: string, signal?: AbortSignal) =>
  medicationApi.get<NamedItem[]>(`/drug/name/only/${part(text)}`, { signal }).then((r) => r.data);

/** Drugs of an AHFS therapeutic class (a prefix: '8:12' finds every antibacterial). */
export const getDrugsByTcAhfs = (value: string, signal?: AbortSignal) =>
  medicationApi.get<Drug[]>(`/drug/tcAhfs/${part(value)}`, { signal }).then((r) => r.data);

/** The drugs with exactly these names. */
export const postDrugNames = (names: string[]) =>
  medicationApi.post<Drug[]>('/drug/names', { names }).then((r) => r.data);
