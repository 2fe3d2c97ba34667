import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, FieldError, invalidClass } from '../../../components/form';
import { CHOICES } from '../rules/choices';
import { GROUP_FIELDS, type Draft, type DraftAction, type Group } from '../draft';

interface Props {
  group: Group;
  draft: Draft;
  update: (action: DraftAction) => void;
  /** The save rule this group broke, already in words. */
  error: string | null;
  /** The 'Other' entry, shown while 'Other' is ticked. */
  children: ReactNode;
}

/**
 * A question block: the request flow's (src/styles/request-flow.css; this is its first step),
 * with medical information's own spacing and disabled boxes (medicalInfo.css).
 */
export const GROUP_CLASS = 'req-group mi-group';

/** A group's message: under its legend, in bold; the focus, moved into the group, brings it. */
export const GROUP_ERROR = { className: 'mi-error', as: 'p', announce: false } as const;

/** A condition, surgery or allergy group: 'No', every listed choice, and 'Other'. */
export default function ChoiceGroup({ group, draft, update, error, children }: Props) {
  const { t } = useTranslation('medicalInfo');
  const fields = GROUP_FIELDS[group];
  const isNo = draft[fields.no];
  const chosen = draft[fields.list];
  const otherOn = draft[fields.other] !== null;
  const id = `mi-${group}`;

  return (
    <fieldset
      id={id}
      className={invalidClass(GROUP_CLASS, Boolean(error))}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="req-legend">{t(`groups.${group}.legend`)}</legend>
      <FieldError id={`${id}-error`} text={error} {...GROUP_ERROR} />
      <Check
        id={`${id}-no`}
        className="form-check mi-no"
        label={t(`groups.${group}.no`)}
        checked={isNo}
        onChange={(checked) => update({ type: 'noToggled', group, checked })}
      />
      <div className="mi-choices">
        {CHOICES[group].map((choice) => (
          <Check
            key={choice.key}
            id={`${id}-${choice.key}`}
            label={t(`choices.${group}.${choice.key}`)}
            disabled={isNo}
            checked={chosen.includes(choice.value)}
            onChange={(checked) =>
              update({ type: 'choiceToggled', group, value: choice.value, checked })
            }
          />
        ))}
      </div>
      <Check
        id={`${id}-other`}
        className="form-check mi-other-toggle"
        label={t(`groups.${group}.other`)}
        disabled={isNo}
        checked={otherOn}
        aria-controls={otherOn ? `${id}-other-panel` : undefined}
        onChange={(checked) => update({ type: 'otherToggled', group, checked })}
      />
      {otherOn && (
        <div id={`${id}-other-panel`} className="mi-other-panel">
          {children}
        </div>
      )}
    </fieldset>
  );
}
