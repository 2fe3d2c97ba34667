// Pharmacies patients can choose from. Names and streets are real-looking Vancouver and Richmond
// ones; every phone and fax sits in the 604-555-01xx range, which is reserved for fiction.

import type { Pharmacy } from '../../../api/types';

const PLACES: ReadonlyArray<readonly [name: string, address: string]> = [
  ['Kerrisdale Village Pharmacy', '2105 W 41st Ave, Vancouver, BC V6M 1Z6'],
  ['Oakridge Centre Pharmacy', '650 W 41st Ave, Vancouver, BC V5Z 2M9'],
  ['Main Street Apothecary', '4198 Main St, Vancouver, BC V5V 3P7'],
  ['Fraser Street Pharmacy', '6087 Fraser St, Vancouver, BC V5W 2Z7'],
  ['Victoria Drive Health Pharmacy', '5625 Victoria Dr, Vancouver, BC V5P 3W2'],
  ['Marpole Community Pharmacy', '8405 Granville St, Vancouver, BC V6P 4Z9'],
  ['Cambie Medical Pharmacy', '4255 Cambie St, Vancouver, BC V5Z 2X9'],
  ['Kitsilano Care Pharmacy', '2247 W 4th Ave, Vancouver, BC V6K 1N9'],
  ['Commercial Drive Pharmacy', '1820 Commercial Dr, Vancouver, BC V5N 4A5'],
  ['Dunbar Family Pharmacy', '4515 Dunbar St, Vancouver, BC V6S 2G7'],
  ['Killarney Pharmacy', '6495 Victoria Dr, Vancouver, BC V5P 3X5'],
  ['Champlain Heights Pharmacy', '3200 E 54th Ave, Vancouver, BC V5S 1Z2'],
  ['Davie Village Pharmacy', '1175 Davie St, Vancouver, BC V6E 1N2'],
  ['Robson Health Pharmacy', '1030 Robson St, Vancouver, BC V6E 1A7'],
  ['Chinatown Herbal & Pharmacy', '268 Keefer St, Vancouver, BC V6A 1X5'],
  ['Hastings Sunrise Pharmacy', '2630 E Hastings St, Vancouver, BC V5K 1Z6'],
  ['Point Grey Pharmacy', '4408 W 10th Ave, Vancouver, BC V6R 2H9'],
  ['South Granville Pharmacy', '2996 Granville St, Vancouver, BC V6H 3J7'],
  ['Knight Street Pharmacy', '5502 Knight St, Vancouver, BC V5P 2V2'],
  ['Yaletown Wellness Pharmacy', '1160 Mainland St, Vancouver, BC V6B 5P2'],
  ['Richmond Centre Pharmacy', '6551 No. 3 Rd, Richmond, BC V6Y 2B6'],
  ['Aberdeen Square Pharmacy', '4151 Hazelbridge Way, Richmond, BC V6X 4J7'],
  ['Steveston Village Pharmacy', '3811 Moncton St, Richmond, BC V7E 3A7'],
  ['Broadmoor Pharmacy', '7820 Williams Rd, Richmond, BC V7A 1G3'],
  ['Ironwood Plaza Pharmacy', '11666 Steveston Hwy, Richmond, BC V7A 5J3'],
  ['Blundell Centre Pharmacy', '8160 No. 2 Rd, Richmond, BC V7C 4C1'],
  ['Terra Nova Pharmacy', '3631 No. 1 Rd, Richmond, BC V7C 1H9'],
  ['Garden City Pharmacy', '9100 Blundell Rd, Richmond, BC V6Y 1K3'],
  ['Lansdowne Health Pharmacy', '5300 No. 3 Rd, Richmond, BC V6X 2X9'],
  ['Alexandra Road Pharmacy', '8380 Alexandra Rd, Richmond, BC V6X 1A1'],
  ['Seafair Pharmacy', '8671 No. 1 Rd, Richmond, BC V7C 1V2'],
  ['Hamilton Community Pharmacy', '22971 Westminster Hwy, Richmond, BC V6V 1B6'],
  ['Thompson Pharmacy & Compounding', '4771 Granville Ave, Richmond, BC V7C 1E5'],
  ['Brighouse Pharmacy', '6060 Minoru Blvd, Richmond, BC V6Y 1Y2'],
];

function fictionalPhone(n: number): string {
  return `604-555-01${String(n).padStart(2, '0')}`;
}

export function buildPharmacies(): Pharmacy[] {
  return PLACES.map(([name, address], index) => ({
    _id: `65f0c1a2b3d4e5f6a7b8${(0xc000 + index).toString(16)}`,
    name,
    address: { address },
    phone1: fictionalPhone(index * 2),
    fax: fictionalPhone(index * 2 + 1),
  }));
}
