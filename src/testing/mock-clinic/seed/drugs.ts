// Medications for the drug searches (GET {host}/drug/...): generic and Canadian brand names with
// their active ingredients and AHFS therapeutic class. One `name|ingredient|tcAhfs` a line.

import type { Drug } from '../../../api/types';

const TABLE = `
Amoxicillin|Amoxicillin|8:12.16.08
Amoxil|Amoxicillin|8:12.16.08
Clavulin|Amoxicillin and clavulanic acid|8:12.16.08
Ampicillin|Ampicillin|8:12.16.08
Penicillin V Potassium|Penicillin V|8:12.16.04
Bicillin L-A|Penicillin G benzathine|8:12.16.04
Cloxacillin|Cloxacillin|8:12.16.12
Cephalexin|Cephalexin|8:12.06.04
Keflex|Cephalexin|8:12.06.04
Cefadroxil|Cefadroxil|8:12.06.04
Cefuroxime|Cefuroxime|8:12.06.08
Ceftin|Cefuroxime|8:12.06.08
Cefprozil|Cefprozil|8:12.06.08
Cefixime|Cefixime|8:12.06.12
Suprax|Cefixime|8:12.06.12
Ceftriaxone|Ceftriaxone|8:12.06.12
Azithromycin|Azithromycin|8:12.12.92
Zithromax|Azithromycin|8:12.12.92
Clarithromycin|Clarithromycin|8:12.12.92
Biaxin|Clarithromycin|8:12.12.92
Erythromycin|Erythromycin|8:12.12.04
Eryc|Erythromycin|8:12.12.04
Doxycycline|Doxycycline|8:12.24
Vibra-Tabs|Doxycycline|8:12.24
Minocycline|Minocycline|8:12.24
Minocin|Minocycline|8:12.24
Tetracycline|Tetracycline|8:12.24
Ciprofloxacin|Ciprofloxacin|8:12.18
Cipro|Ciprofloxacin|8:12.18
Levofloxacin|Levofloxacin|8:12.18
Moxifloxacin|Moxifloxacin|8:12.18
Avelox|Moxifloxacin|8:12.18
Sulfamethoxazole and Trimethoprim|Sulfamethoxazole and trimethoprim|8:12.20
Septra|Sulfamethoxazole and trimethoprim|8:12.20
Bactrim|Sulfamethoxazole and trimethoprim|8:12.20
Nitrofurantoin|Nitrofurantoin|8:36
Macrobid|Nitrofurantoin|8:36
Trimethoprim|Trimethoprim|8:36
Fosfomycin|Fosfomycin|8:12.28.92
Monurol|Fosfomycin|8:12.28.92
Clindamycin|Clindamycin|8:12.28.20
Dalacin C|Clindamycin|8:12.28.20
Metronidazole|Metronidazole|8:30.92
Flagyl|Metronidazole|8:30.92
Vancomycin|Vancomycin|8:12.28.16
Fluconazole|Fluconazole|8:14.08
Diflucan|Fluconazole|8:14.08
Terbinafine|Terbinafine|8:14.04
Lamisil|Terbinafine|8:14.04
Nystatin|Nystatin|8:14.28
Acyclovir|Acyclovir|8:18.32
Zovirax|Acyclovir|8:18.32
Valacyclovir|Valacyclovir|8:18.32
Valtrex|Valacyclovir|8:18.32
Famciclovir|Famciclovir|8:18.32
Oseltamivir|Oseltamivir|8:18.28
Tamiflu|Oseltamivir|8:18.28
Paxlovid|Nirmatrelvir and ritonavir|8:18.92
Ivermectin|Ivermectin|8:08
Hydroxychloroquine|Hydroxychloroquine|8:30.08
Plaquenil|Hydroxychloroquine|8:30.08
Acetaminophen|Acetaminophen|28:08.92
Tylenol|Acetaminophen|28:08.92
Tylenol No. 3|Acetaminophen, codeine and caffeine|28:08.08
Codeine|Codeine|28:08.08
Codeine Contin|Codeine|28:08.08
Tramadol|Tramadol|28:08.08
Tramacet|Tramadol and acetaminophen|28:08.08
Morphine|Morphine|28:08.08
M-Eslon|Morphine|28:08.08
Hydromorphone|Hydromorphone|28:08.08
Dilaudid|Hydromorphone|28:08.08
Oxycodone|Oxycodone|28:08.08
Percocet|Oxycodone and acetaminophen|28:08.08
Fentanyl|Fentanyl|28:08.08
Ibuprofen|Ibuprofen|28:08.04.92
Advil|Ibuprofen|28:08.04.92
Motrin|Ibuprofen|28:08.04.92
Naproxen|Naproxen|28:08.04.92
Aleve|Naproxen|28:08.04.92
Naprosyn|Naproxen|28:08.04.92
Diclofenac|Diclofenac|28:08.04.92
Voltaren|Diclofenac|28:08.04.92
Arthrotec|Diclofenac and misoprostol|28:08.04.92
Celecoxib|Celecoxib|28:08.04.08
Celebrex|Celecoxib|28:08.04.08
Meloxicam|Meloxicam|28:08.04.92
Mobicox|Meloxicam|28:08.04.92
Ketorolac|Ketorolac|28:08.04.92
Acetylsalicylic Acid|Acetylsalicylic acid|28:08.04.24
Aspirin|Acetylsalicylic acid|28:08.04.24
Indomethacin|Indomethacin|28:08.04.92
Sumatriptan|Sumatriptan|28:32.28
Imitrex|Sumatriptan|28:32.28
Rizatriptan|Rizatriptan|28:32.28
Maxalt|Rizatriptan|28:32.28
Gabapentin|Gabapentin|28:12.92
Neurontin|Gabapentin|28:12.92
Pregabalin|Pregabalin|28:12.92
Lyrica|Pregabalin|28:12.92
Carbamazepine|Carbamazepine|28:12.92
Tegretol|Carbamazepine|28:12.92
Lamotrigine|Lamotrigine|28:12.92
Lamictal|Lamotrigine|28:12.92
Levetiracetam|Levetiracetam|28:12.92
Keppra|Levetiracetam|28:12.92
Phenytoin|Phenytoin|28:12.12
Dilantin|Phenytoin|28:12.12
Valproic Acid|Valproic acid|28:12.92
Epival|Divalproex sodium|28:12.92
Topiramate|Topiramate|28:12.92
Topamax|Topiramate|28:12.92
Sertraline|Sertraline|28:16.04.20
Zoloft|Sertraline|28:16.04.20
Citalopram|Citalopram|28:16.04.20
Celexa|Citalopram|28:16.04.20
Escitalopram|Escitalopram|28:16.04.20
Cipralex|Escitalopram|28:16.04.20
Fluoxetine|Fluoxetine|28:16.04.20
Prozac|Fluoxetine|28:16.04.20
Paroxetine|Paroxetine|28:16.04.20
Paxil|Paroxetine|28:16.04.20
Venlafaxine|Venlafaxine|28:16.04.16
Effexor XR|Venlafaxine|28:16.04.16
Duloxetine|Duloxetine|28:16.04.16
Cymbalta|Duloxetine|28:16.04.16
Bupropion|Bupropion|28:16.04.92
Wellbutrin XL|Bupropion|28:16.04.92
Mirtazapine|Mirtazapine|28:16.04.92
Remeron|Mirtazapine|28:16.04.92
Trazodone|Trazodone|28:16.04.24
Amitriptyline|Amitriptyline|28:16.04.28
Nortriptyline|Nortriptyline|28:16.04.28
Quetiapine|Quetiapine|28:16.08.04
Seroquel|Quetiapine|28:16.08.04
Olanzapine|Olanzapine|28:16.08.04
Zyprexa|Olanzapine|28:16.08.04
Risperidone|Risperidone|28:16.08.04
Risperdal|Risperidone|28:16.08.04
Aripiprazole|Aripiprazole|28:16.08.04
Abilify|Aripiprazole|28:16.08.04
Lithium Carbonate|Lithium carbonate|28:28
Lorazepam|Lorazepam|28:24.08
Ativan|Lorazepam|28:24.08
Clonazepam|Clonazepam|28:12.08
Rivotril|Clonazepam|28:12.08
Diazepam|Diazepam|28:24.08
Valium|Diazepam|28:24.08
Alprazolam|Alprazolam|28:24.08
Xanax|Alprazolam|28:24.08
Zopiclone|Zopiclone|28:24.92
Imovane|Zopiclone|28:24.92
Methylphenidate|Methylphenidate|28:20.32
Concerta|Methylphenidate|28:20.32
Ritalin|Methylphenidate|28:20.32
Lisdexamfetamine|Lisdexamfetamine|28:20.04
Vyvanse|Lisdexamfetamine|28:20.04
Atomoxetine|Atomoxetine|28:92
Strattera|Atomoxetine|28:92
Donepezil|Donepezil|12:04
Aricept|Donepezil|12:04
Levodopa and Carbidopa|Levodopa and carbidopa|28:36.16
Sinemet|Levodopa and carbidopa|28:36.16
Cyclobenzaprine|Cyclobenzaprine|12:20.04
Flexeril|Cyclobenzaprine|12:20.04
Methocarbamol|Methocarbamol|12:20.04
Baclofen|Baclofen|12:20.12
Amlodipine|Amlodipine|24:28.08
Norvasc|Amlodipine|24:28.08
Nifedipine|Nifedipine|24:28.08
Adalat XL|Nifedipine|24:28.08
Diltiazem|Diltiazem|24:28.92
Cardizem CD|Diltiazem|24:28.92
Verapamil|Verapamil|24:28.92
Ramipril|Ramipril|24:32.04
Altace|Ramipril|24:32.04
Perindopril|Perindopril|24:32.04
Coversyl|Perindopril|24:32.04
Lisinopril|Lisinopril|24:32.04
Zestril|Lisinopril|24:32.04
Enalapril|Enalapril|24:32.04
Vasotec|Enalapril|24:32.04
Candesartan|Candesartan|24:32.08
Atacand|Candesartan|24:32.08
Losartan|Losartan|24:32.08
Cozaar|Losartan|24:32.08
Irbesartan|Irbesartan|24:32.08
Avapro|Irbesartan|24:32.08
Telmisartan|Telmisartan|24:32.08
Micardis|Telmisartan|24:32.08
Valsartan|Valsartan|24:32.08
Diovan|Valsartan|24:32.08
Entresto|Sacubitril and valsartan|24:32.92
Hydrochlorothiazide|Hydrochlorothiazide|40:28.20
Chlorthalidone|Chlorthalidone|40:28.20
Indapamide|Indapamide|40:28.20
Furosemide|Furosemide|40:28.08
Lasix|Furosemide|40:28.08
Spironolactone|Spironolactone|24:32.20
Aldactone|Spironolactone|24:32.20
Metoprolol|Metoprolol|24:24
Lopresor|Metoprolol|24:24
Bisoprolol|Bisoprolol|24:24
Monocor|Bisoprolol|24:24
Atenolol|Atenolol|24:24
Tenormin|Atenolol|24:24
Propranolol|Propranolol|24:24
Carvedilol|Carvedilol|24:24
Nadolol|Nadolol|24:24
Digoxin|Digoxin|24:04.08
Lanoxin|Digoxin|24:04.08
Amiodarone|Amiodarone|24:04.04.20
Nitroglycerin|Nitroglycerin|24:12.08
Nitrolingual|Nitroglycerin|24:12.08
Isosorbide Mononitrate|Isosorbide mononitrate|24:12.08
Imdur|Isosorbide mononitrate|24:12.08
Atorvastatin|Atorvastatin|24:06.08
Lipitor|Atorvastatin|24:06.08
Rosuvastatin|Rosuvastatin|24:06.08
Crestor|Rosuvastatin|24:06.08
Simvastatin|Simvastatin|24:06.08
Zocor|Simvastatin|24:06.08
Pravastatin|Pravastatin|24:06.08
Ezetimibe|Ezetimibe|24:06.05
Ezetrol|Ezetimibe|24:06.05
Fenofibrate|Fenofibrate|24:06.06
Lipidil|Fenofibrate|24:06.06
Warfarin|Warfarin|20:12.04.08
Coumadin|Warfarin|20:12.04.08
Apixaban|Apixaban|20:12.04.14
Eliquis|Apixaban|20:12.04.14
Rivaroxaban|Rivaroxaban|20:12.04.14
Xarelto|Rivaroxaban|20:12.04.14
Dabigatran|Dabigatran|20:12.04.12
Pradaxa|Dabigatran|20:12.04.12
Edoxaban|Edoxaban|20:12.04.14
Lixiana|Edoxaban|20:12.04.14
Clopidogrel|Clopidogrel|20:12.18
Plavix|Clopidogrel|20:12.18
Ticagrelor|Ticagrelor|20:12.18
Brilinta|Ticagrelor|20:12.18
Enoxaparin|Enoxaparin|20:12.04.16
Lovenox|Enoxaparin|20:12.04.16
Heparin|Heparin|20:12.04.16
Ferrous Sulfate|Ferrous sulfate|20:04.04
Ferrous Gluconate|Ferrous gluconate|20:04.04
Metformin|Metformin|68:20.04
Glucophage|Metformin|68:20.04
Glumetza|Metformin|68:20.04
Gliclazide|Gliclazide|68:20.20
Diamicron MR|Gliclazide|68:20.20
Glyburide|Glyburide|68:20.20
Sitagliptin|Sitagliptin|68:20.05
Januvia|Sitagliptin|68:20.05
Janumet|Sitagliptin and metformin|68:20.05
Linagliptin|Linagliptin|68:20.05
Trajenta|Linagliptin|68:20.05
Empagliflozin|Empagliflozin|68:20.18
Jardiance|Empagliflozin|68:20.18
Dapagliflozin|Dapagliflozin|68:20.18
Forxiga|Dapagliflozin|68:20.18
Semaglutide|Semaglutide|68:20.06
Ozempic|Semaglutide|68:20.06
Rybelsus|Semaglutide|68:20.06
Liraglutide|Liraglutide|68:20.06
Victoza|Liraglutide|68:20.06
Insulin Glargine|Insulin glargine|68:20.08.16
Lantus|Insulin glargine|68:20.08.16
Basaglar|Insulin glargine|68:20.08.16
Insulin Aspart|Insulin aspart|68:20.08.04
NovoRapid|Insulin aspart|68:20.08.04
Insulin Lispro|Insulin lispro|68:20.08.04
Humalog|Insulin lispro|68:20.08.04
Levothyroxine|Levothyroxine|68:36.04
Synthroid|Levothyroxine|68:36.04
Eltroxin|Levothyroxine|68:36.04
Methimazole|Methimazole|68:36.08
Tapazole|Methimazole|68:36.08
Prednisone|Prednisone|68:04
Prednisolone|Prednisolone|68:04
Dexamethasone|Dexamethasone|68:04
Hydrocortisone|Hydrocortisone|68:04
Estradiol|Estradiol|68:16.04
Estrace|Estradiol|68:16.04
Progesterone|Progesterone|68:32
Prometrium|Progesterone|68:32
Levonorgestrel and Ethinyl Estradiol|Levonorgestrel and ethinyl estradiol|68:12
Alesse|Levonorgestrel and ethinyl estradiol|68:12
Yaz|Drospirenone and ethinyl estradiol|68:12
Testosterone|Testosterone|68:08
Alendronate|Alendronate|92:24
Fosamax|Alendronate|92:24
Risedronate|Risedronate|92:24
Actonel|Risedronate|92:24
Denosumab|Denosumab|92:24
Prolia|Denosumab|92:24
Allopurinol|Allopurinol|92:16
Zyloprim|Allopurinol|92:16
Colchicine|Colchicine|92:16
Febuxostat|Febuxostat|92:16
Uloric|Febuxostat|92:16
Methotrexate|Methotrexate|92:36
Adalimumab|Adalimumab|92:36
Humira|Adalimumab|92:36
Etanercept|Etanercept|92:36
Enbrel|Etanercept|92:36
Sulfasalazine|Sulfasalazine|8:12.20
Salazopyrin|Sulfasalazine|8:12.20
Mesalamine|Mesalamine|56:36
Pentasa|Mesalamine|56:36
Omeprazole|Omeprazole|56:28.36
Losec|Omeprazole|56:28.36
Pantoprazole|Pantoprazole|56:28.36
Pantoloc|Pantoprazole|56:28.36
Tecta|Pantoprazole magnesium|56:28.36
Esomeprazole|Esomeprazole|56:28.36
Nexium|Esomeprazole|56:28.36
Rabeprazole|Rabeprazole|56:28.36
Pariet|Rabeprazole|56:28.36
Lansoprazole|Lansoprazole|56:28.36
Prevacid|Lansoprazole|56:28.36
Dexlansoprazole|Dexlansoprazole|56:28.36
Dexilant|Dexlansoprazole|56:28.36
Famotidine|Famotidine|56:28.12
Pepcid|Famotidine|56:28.12
Domperidone|Domperidone|56:32
Metoclopramide|Metoclopramide|56:32
Ondansetron|Ondansetron|56:22.20
Zofran|Ondansetron|56:22.20
Dimenhydrinate|Dimenhydrinate|56:22.08
Gravol|Dimenhydrinate|56:22.08
Loperamide|Loperamide|56:08
Imodium|Loperamide|56:08
Polyethylene Glycol 3350|Polyethylene glycol 3350|56:12
RestoraLAX|Polyethylene glycol 3350|56:12
Lactulose|Lactulose|56:12
Sennosides|Sennosides|56:12
Senokot|Sennosides|56:12
Docusate Sodium|Docusate sodium|56:12
Colace|Docusate sodium|56:12
Salbutamol|Salbutamol|12:12.08.12
Ventolin|Salbutamol|12:12.08.12
Airomir|Salbutamol|12:12.08.12
Terbutaline|Terbutaline|12:12.08.12
Bricanyl|Terbutaline|12:12.08.12
Fluticasone|Fluticasone|52:08.08
Flovent|Fluticasone|68:04
Flonase|Fluticasone|52:08.08
Budesonide|Budesonide|68:04
Pulmicort|Budesonide|68:04
Symbicort|Budesonide and formoterol|12:12.08.12
Advair|Fluticasone and salmeterol|12:12.08.12
Breo Ellipta|Fluticasone furoate and vilanterol|12:12.08.12
Tiotropium|Tiotropium|12:08.08
Spiriva|Tiotropium|12:08.08
Montelukast|Montelukast|48:10.24
Singulair|Montelukast|48:10.24
Mometasone|Mometasone|52:08.08
Nasonex|Mometasone|52:08.08
Cetirizine|Cetirizine|4:04.92
Reactine|Cetirizine|4:04.92
Loratadine|Loratadine|4:08
Claritin|Loratadine|4:08
Desloratadine|Desloratadine|4:08
Aerius|Desloratadine|4:08
Fexofenadine|Fexofenadine|4:08
Allegra|Fexofenadine|4:08
Bilastine|Bilastine|4:08
Blexten|Bilastine|4:08
Diphenhydramine|Diphenhydramine|4:04.04
Benadryl|Diphenhydramine|4:04.04
Hydroxyzine|Hydroxyzine|4:04.92
Atarax|Hydroxyzine|4:04.92
Epinephrine|Epinephrine|12:12.04
EpiPen|Epinephrine|12:12.04
Pseudoephedrine|Pseudoephedrine|12:12.12
Dextromethorphan|Dextromethorphan|48:08
Tamsulosin|Tamsulosin|24:20
Flomax CR|Tamsulosin|24:20
Finasteride|Finasteride|92:08
Proscar|Finasteride|92:08
Dutasteride|Dutasteride|92:08
Avodart|Dutasteride|92:08
Sildenafil|Sildenafil|24:12.92
Viagra|Sildenafil|24:12.92
Tadalafil|Tadalafil|24:12.92
Cialis|Tadalafil|24:12.92
Oxybutynin|Oxybutynin|86:12.04
Ditropan|Oxybutynin|86:12.04
Mirabegron|Mirabegron|86:12.08.12
Myrbetriq|Mirabegron|86:12.08.12
Solifenacin|Solifenacin|86:12.04
Vesicare|Solifenacin|86:12.04
Isotretinoin|Isotretinoin|84:92
Epuris|Isotretinoin|84:92
Tretinoin|Tretinoin|84:92
Hydrocortisone Cream|Hydrocortisone|84:06.08
Betamethasone Valerate|Betamethasone valerate|84:06.08
Betaderm|Betamethasone valerate|84:06.08
Mupirocin|Mupirocin|84:04.04
Bactroban|Mupirocin|84:04.04
Fusidic Acid|Fusidic acid|84:04.04
Fucidin|Fusidic acid|84:04.04
Clotrimazole|Clotrimazole|84:04.08
Canesten|Clotrimazole|84:04.08
Varenicline|Varenicline|12:92
Champix|Varenicline|12:92
Nicotine Patch|Nicotine|12:92
Nicorette|Nicotine|12:92
Naltrexone|Naltrexone|28:10
Buprenorphine and Naloxone|Buprenorphine and naloxone|28:08.12
Suboxone|Buprenorphine and naloxone|28:08.12
Methadone|Methadone|28:08.08
Naloxone|Naloxone|28:10
Cyanocobalamin|Cyanocobalamin|88:08
Vitamin D3|Cholecalciferol|88:16
Folic Acid|Folic acid|88:08
Calcium Carbonate|Calcium carbonate|40:12
Magnesium Oxide|Magnesium oxide|40:12
Potassium Chloride|Potassium chloride|40:12
Iodinated Contrast Media|Iohexol|36:68
`;

const idOf = (index: number) => `d7a9${index.toString(16).padStart(20, '0')}`;

export function buildDrugs(): Drug[] {
  return TABLE.trim()
    .split('\n')
    .map((line, index) => {
      const [name = '', ingredient = '', tcAhfs = ''] = line.split('|');
      return { _id: idOf(index), name, ingredient, tcAhfs };
    });
}
