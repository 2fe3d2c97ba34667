// Condition names for the other-condition search (GET {host}/icd/name/{text}): real ICD-10-CM
// codes and titles, the kind of list the medication site's service searches. One `code|name` a line.

import type { IcdCondition } from '../../../api/types';

const TABLE = `
A09|Infectious gastroenteritis and colitis, unspecified
A15.0|Tuberculosis of lung
A37.90|Whooping cough, unspecified species without pneumonia
A46|Erysipelas
A63.0|Anogenital (venereal) warts
A69.20|Lyme disease, unspecified
B00.1|Herpesviral vesicular dermatitis
B01.9|Varicella without complication
B02.9|Zoster without complications
B07.9|Viral wart, unspecified
B15.9|Hepatitis A without hepatic coma
B18.1|Chronic viral hepatitis B without delta-agent
B18.2|Chronic viral hepatitis C
B20|Human immunodeficiency virus [HIV] disease
B27.90|Infectious mononucleosis, unspecified without complication
B35.1|Tinea unguium
B35.3|Tinea pedis
B35.4|Tinea corporis
B36.0|Pityriasis versicolor
B37.0|Candidal stomatitis
B37.3|Candidiasis of vulva and vagina
B80|Enterobiasis
B86|Scabies
C18.9|Malignant neoplasm of colon, unspecified
C34.90|Malignant neoplasm of unspecified part of bronchus or lung
C43.9|Malignant melanoma of skin, unspecified
C44.91|Basal cell carcinoma of skin, unspecified
C50.919|Malignant neoplasm of breast, unspecified
C53.9|Malignant neoplasm of cervix uteri, unspecified
C61|Malignant neoplasm of prostate
C64.9|Malignant neoplasm of kidney, except renal pelvis
C67.9|Malignant neoplasm of bladder, unspecified
C73|Malignant neoplasm of thyroid gland
C81.90|Hodgkin lymphoma, unspecified
C85.90|Non-Hodgkin lymphoma, unspecified
C90.00|Multiple myeloma not having achieved remission
C91.10|Chronic lymphocytic leukemia of B-cell type
D12.6|Benign neoplasm of colon, unspecified
D17.9|Benign lipomatous neoplasm, unspecified
D22.9|Melanocytic nevi, unspecified
D25.9|Leiomyoma of uterus, unspecified
D50.9|Iron deficiency anemia, unspecified
D51.0|Vitamin B12 deficiency anemia due to intrinsic factor deficiency
D56.3|Thalassemia minor
D57.1|Sickle-cell disease without crisis
D64.9|Anemia, unspecified
D68.51|Activated protein C resistance (Factor V Leiden)
D69.3|Immune thrombocytopenic purpura
D69.6|Thrombocytopenia, unspecified
D75.1|Secondary polycythemia
D86.0|Sarcoidosis of lung
E03.9|Hypothyroidism, unspecified
E04.1|Nontoxic single thyroid nodule
E04.2|Nontoxic multinodular goiter
E05.00|Thyrotoxicosis with diffuse goiter (Graves disease)
E06.3|Autoimmune thyroiditis (Hashimoto thyroiditis)
E10.9|Type 1 diabetes mellitus without complications
E11.9|Type 2 diabetes mellitus without complications
E11.40|Type 2 diabetes mellitus with diabetic neuropathy
E11.65|Type 2 diabetes mellitus with hyperglycemia
E16.2|Hypoglycemia, unspecified
E21.0|Primary hyperparathyroidism
E27.1|Primary adrenocortical insufficiency (Addison disease)
E28.2|Polycystic ovarian syndrome
E55.9|Vitamin D deficiency, unspecified
E61.1|Iron deficiency
E66.9|Obesity, unspecified
E73.9|Lactose intolerance, unspecified
E78.00|Pure hypercholesterolemia, unspecified
E78.1|Pure hyperglyceridemia
E78.5|Hyperlipidemia, unspecified
E79.0|Hyperuricemia without signs of inflammatory arthritis
E83.110|Hereditary hemochromatosis
E84.9|Cystic fibrosis, unspecified
E87.1|Hypo-osmolality and hyponatremia
E87.6|Hypokalemia
F10.20|Alcohol dependence, uncomplicated
F11.20|Opioid dependence, uncomplicated
F17.210|Nicotine dependence, cigarettes, uncomplicated
F20.9|Schizophrenia, unspecified
F31.9|Bipolar disorder, unspecified
F32.9|Major depressive disorder, single episode, unspecified
F33.1|Major depressive disorder, recurrent, moderate
F34.1|Dysthymic disorder
F40.10|Social phobia, unspecified
F41.0|Panic disorder without agoraphobia
F41.1|Generalized anxiety disorder
F42.2|Mixed obsessional thoughts and acts (obsessive-compulsive disorder)
F43.10|Post-traumatic stress disorder, unspecified
F43.21|Adjustment disorder with depressed mood
F50.00|Anorexia nervosa, unspecified
F50.2|Bulimia nervosa
F51.01|Primary insomnia
F84.0|Autistic disorder
F90.0|Attention-deficit hyperactivity disorder, predominantly inattentive type
F90.9|Attention-deficit hyperactivity disorder, unspecified type
F95.2|Tourette disorder
G20|Parkinson disease
G25.81|Restless legs syndrome
G30.9|Alzheimer disease, unspecified
G35|Multiple sclerosis
G40.909|Epilepsy, unspecified, not intractable
G43.009|Migraine without aura, not intractable
G43.109|Migraine with aura, not intractable
G44.209|Tension-type headache, unspecified
G44.009|Cluster headache syndrome, unspecified
G45.9|Transient cerebral ischemic attack, unspecified
G47.00|Insomnia, unspecified
G47.33|Obstructive sleep apnea
G47.411|Narcolepsy with cataplexy
G51.0|Bell palsy
G56.00|Carpal tunnel syndrome, unspecified upper limb
G62.9|Polyneuropathy, unspecified
G70.00|Myasthenia gravis without exacerbation
G93.32|Myalgic encephalomyelitis/chronic fatigue syndrome
H10.9|Unspecified conjunctivitis
H25.9|Unspecified age-related cataract
H33.001|Retinal detachment, right eye
H35.30|Unspecified macular degeneration
H40.9|Unspecified glaucoma
H52.13|Myopia, bilateral
H60.90|Unspecified otitis externa
H65.90|Unspecified nonsuppurative otitis media
H66.90|Otitis media, unspecified
H81.10|Benign paroxysmal vertigo, unspecified ear
H81.09|Meniere disease, unspecified ear
H91.90|Unspecified hearing loss
H93.19|Tinnitus, unspecified ear
I10|Essential (primary) hypertension
I11.9|Hypertensive heart disease without heart failure
I20.9|Angina pectoris, unspecified
I21.9|Acute myocardial infarction, unspecified
I25.10|Atherosclerotic heart disease of native coronary artery
I25.2|Old myocardial infarction
I26.99|Other pulmonary embolism without acute cor pulmonale
I27.20|Pulmonary hypertension, unspecified
I34.1|Nonrheumatic mitral valve prolapse
I35.0|Nonrheumatic aortic valve stenosis
I42.9|Cardiomyopathy, unspecified
I44.7|Left bundle-branch block, unspecified
I47.1|Supraventricular tachycardia
I48.91|Unspecified atrial fibrillation
I49.3|Ventricular premature depolarization
I50.9|Heart failure, unspecified
I63.9|Cerebral infarction, unspecified
I67.1|Cerebral aneurysm, nonruptured
I70.209|Atherosclerosis of native arteries of extremities
I71.4|Abdominal aortic aneurysm, without rupture
I73.00|Raynaud syndrome without gangrene
I73.9|Peripheral vascular disease, unspecified
I80.209|Phlebitis and thrombophlebitis of deep vessels of lower extremity
I82.409|Acute embolism and thrombosis of deep veins of lower extremity
I83.90|Asymptomatic varicose veins of lower extremity
I84.9|Hemorrhoids, unspecified
I95.1|Orthostatic hypotension
I95.9|Hypotension, unspecified
J00|Acute nasopharyngitis (common cold)
J01.90|Acute sinusitis, unspecified
J02.0|Streptococcal pharyngitis
J02.9|Acute pharyngitis, unspecified
J03.90|Acute tonsillitis, unspecified
J06.9|Acute upper respiratory infection, unspecified
J09.X2|Influenza due to identified novel influenza A virus with other respiratory manifestations
J11.1|Influenza due to unidentified influenza virus with other respiratory manifestations
J18.9|Pneumonia, unspecified organism
J20.9|Acute bronchitis, unspecified
J30.1|Allergic rhinitis due to pollen
J30.9|Allergic rhinitis, unspecified
J32.9|Chronic sinusitis, unspecified
J33.9|Nasal polyp, unspecified
J34.2|Deviated nasal septum
J35.01|Chronic tonsillitis
J42|Unspecified chronic bronchitis
J43.9|Emphysema, unspecified
J44.9|Chronic obstructive pulmonary disease, unspecified
J45.20|Mild intermittent asthma, uncomplicated
J45.40|Moderate persistent asthma, uncomplicated
J45.909|Unspecified asthma, uncomplicated
J47.9|Bronchiectasis, uncomplicated
J84.10|Pulmonary fibrosis, unspecified
J93.9|Pneumothorax, unspecified
K02.9|Dental caries, unspecified
K04.7|Periapical abscess without sinus
K05.10|Chronic gingivitis, plaque induced
K20.0|Eosinophilic esophagitis
K21.9|Gastro-esophageal reflux disease without esophagitis
K22.70|Barrett esophagus without dysplasia
K25.9|Gastric ulcer, unspecified as acute or chronic, without hemorrhage or perforation
K26.9|Duodenal ulcer, unspecified as acute or chronic, without hemorrhage or perforation
K29.70|Gastritis, unspecified, without bleeding
K30|Functional dyspepsia
K35.80|Unspecified acute appendicitis
K40.90|Unilateral inguinal hernia, without obstruction or gangrene
K42.9|Umbilical hernia without obstruction or gangrene
K44.9|Diaphragmatic hernia (hiatus hernia) without obstruction or gangrene
K50.90|Crohn disease, unspecified, without complications
K51.90|Ulcerative colitis, unspecified, without complications
K52.9|Noninfective gastroenteritis and colitis, unspecified
K57.30|Diverticulosis of large intestine without perforation or abscess without bleeding
K57.32|Diverticulitis of large intestine without perforation or abscess without bleeding
K58.9|Irritable bowel syndrome without diarrhea
K59.00|Constipation, unspecified
K60.2|Anal fissure, unspecified
K62.1|Rectal polyp
K70.30|Alcoholic cirrhosis of liver without ascites
K74.60|Unspecified cirrhosis of liver
K75.81|Nonalcoholic steatohepatitis (NASH)
K76.0|Fatty (change of) liver, not elsewhere classified
K80.20|Calculus of gallbladder without cholecystitis without obstruction
K81.9|Cholecystitis, unspecified
K85.90|Acute pancreatitis without necrosis or infection, unspecified
K86.1|Other chronic pancreatitis
K90.0|Celiac disease
L01.00|Impetigo, unspecified
L02.91|Cutaneous abscess, unspecified
L03.90|Cellulitis, unspecified
L20.9|Atopic dermatitis, unspecified
L21.9|Seborrheic dermatitis, unspecified
L23.9|Allergic contact dermatitis, unspecified cause
L25.9|Unspecified contact dermatitis, unspecified cause
L29.9|Pruritus, unspecified
L40.0|Psoriasis vulgaris
L50.9|Urticaria, unspecified
L57.0|Actinic keratosis
L60.0|Ingrowing nail
L63.9|Alopecia areata, unspecified
L65.9|Nonscarring hair loss, unspecified
L70.0|Acne vulgaris
L71.9|Rosacea, unspecified
L72.3|Sebaceous cyst
L80|Vitiligo
L82.1|Other seborrheic keratosis
L91.0|Hypertrophic scar
M06.9|Rheumatoid arthritis, unspecified
M10.9|Gout, unspecified
M15.0|Primary generalized (osteo)arthritis
M16.9|Osteoarthritis of hip, unspecified
M17.9|Osteoarthritis of knee, unspecified
M19.90|Unspecified osteoarthritis, unspecified site
M25.50|Pain in unspecified joint
M32.9|Systemic lupus erythematosus, unspecified
M35.00|Sjogren syndrome, unspecified
M35.3|Polymyalgia rheumatica
M41.9|Scoliosis, unspecified
M45.9|Ankylosing spondylitis of unspecified sites in spine
M47.812|Spondylosis without myelopathy or radiculopathy, cervical region
M48.06|Spinal stenosis, lumbar region
M51.26|Other intervertebral disc displacement, lumbar region
M54.2|Cervicalgia
M54.50|Low back pain, unspecified
M54.30|Sciatica, unspecified side
M62.830|Muscle spasm of back
M65.30|Trigger finger, unspecified finger
M67.40|Ganglion, unspecified site
M70.60|Trochanteric bursitis, unspecified hip
M72.2|Plantar fascial fibromatosis (plantar fasciitis)
M75.00|Adhesive capsulitis of unspecified shoulder
M75.100|Unspecified rotator cuff tear or rupture of unspecified shoulder
M76.60|Achilles tendinitis, unspecified leg
M77.10|Lateral epicondylitis, unspecified elbow
M79.7|Fibromyalgia
M81.0|Age-related osteoporosis without current pathological fracture
M85.80|Other specified disorders of bone density and structure (osteopenia)
M94.0|Chondrocostal junction syndrome (Tietze disease)
N10|Acute pyelonephritis
N17.9|Acute kidney failure, unspecified
N18.30|Chronic kidney disease, stage 3 unspecified
N18.9|Chronic kidney disease, unspecified
N20.0|Calculus of kidney
N28.1|Cyst of kidney, acquired
N30.00|Acute cystitis without hematuria
N39.0|Urinary tract infection, site not specified
N39.3|Stress incontinence (female) (male)
N40.0|Benign prostatic hyperplasia without lower urinary tract symptoms
N41.1|Chronic prostatitis
N43.3|Hydrocele, unspecified
N45.3|Epididymo-orchitis
N52.9|Male erectile dysfunction, unspecified
N60.19|Diffuse cystic mastopathy of unspecified breast
N63.0|Unspecified lump in unspecified breast
N76.0|Acute vaginitis
N80.9|Endometriosis, unspecified
N83.20|Unspecified ovarian cysts
N92.0|Excessive and frequent menstruation with regular cycle
N94.6|Dysmenorrhea, unspecified
N95.1|Menopausal and female climacteric states
N97.9|Female infertility, unspecified
O24.419|Gestational diabetes mellitus in pregnancy, unspecified control
O99.810|Abnormal glucose complicating pregnancy
Q21.1|Atrial septal defect
Q23.1|Congenital insufficiency of aortic valve (bicuspid aortic valve)
Q90.9|Down syndrome, unspecified
R00.2|Palpitations
R03.0|Elevated blood-pressure reading, without diagnosis of hypertension
R05.9|Cough, unspecified
R06.02|Shortness of breath
R07.9|Chest pain, unspecified
R10.9|Unspecified abdominal pain
R11.0|Nausea
R19.7|Diarrhea, unspecified
R21|Rash and other nonspecific skin eruption
R25.1|Tremor, unspecified
R42|Dizziness and giddiness
R51.9|Headache, unspecified
R53.83|Other fatigue
R55|Syncope and collapse
R63.4|Abnormal weight loss
R73.03|Prediabetes
S06.0X0A|Concussion without loss of consciousness, initial encounter
S13.4XXA|Sprain of ligaments of cervical spine (whiplash), initial encounter
S43.006A|Unspecified dislocation of unspecified shoulder joint, initial encounter
S52.501A|Unspecified fracture of the lower end of right radius, initial encounter
S62.90XA|Unspecified fracture of unspecified wrist and hand, initial encounter
S83.509A|Sprain of unspecified cruciate ligament of unspecified knee, initial encounter
S93.409A|Sprain of unspecified ligament of unspecified ankle, initial encounter
T78.40XA|Allergy, unspecified, initial encounter
T78.3XXA|Angioneurotic edema, initial encounter
T88.7XXA|Unspecified adverse effect of drug or medicament, initial encounter
Z21|Asymptomatic human immunodeficiency virus [HIV] infection status
Z86.73|Personal history of transient ischemic attack and cerebral infarction without residual deficits
Z87.891|Personal history of nicotine dependence
Z88.0|Allergy status to penicillin
Z91.010|Allergy to peanuts
Z91.013|Allergy to seafood
Z95.0|Presence of cardiac pacemaker
Z95.1|Presence of aortocoronary bypass graft
Z96.651|Presence of right artificial knee joint
Z98.890|Other specified postprocedural states
`;

/** A fixed, Mongo-like id per row, so a chosen condition keeps its id across resets. */
const idOf = (index: number) => `1cd0${index.toString(16).padStart(20, '0')}`;

export function buildIcdConditions(): IcdCondition[] {
  return TABLE.trim()
    .split('\n')
    .map((line, index) => {
      const [code = '', name = ''] = line.split('|');
      return { _id: idOf(index), code, name };
    });
}
