import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CHOICES } from '../../../lib/medicalInfoChoices';
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
      className={`mi-group${error ? ' is-invalid' : ''}`}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="mi-legend">{t(`groups.${group}.legend`)}</legend>
      {error && (
        <p id={`${id}-error`} className="mi-error">
          {error}
        </p>
      )}
      <div className="form-check mi-no">
        <input
          id={`${id}-no`}
          className="form-check-input"
          type="checkbox"
          checked={isNo}
          onChange={(e) => update({ type: 'noToggled', group, checked: e.target.checked })}
        />
        <label className="form-check-label" htmlFor={`${id}-no`}>
          {t(`groups.${group}.no`)}
        </label>
      </div>
      <div className="mi-choices">
        {CHOICES[group].map((choice) => {
          const inputId = `${id}-${choice.key}`;
          return (
            <div className="form-check" key={choice.key}>
              <input
                id={inputId}
                className="form-check-input"
                type="checkbox"
                disabled={isNo}
                checked={chosen.includes(choice.value)}
                onChange={(e) =>
                  update({
                    type: 'choiceToggled',
                    group,
                    value: choice.value,
                    checked: e.target.checked,
                  })
                }
              />
              <label className="form-check-label" htmlFor={inputId}>
                {t(`choices.${group}.${choice.key}`)}
              </label>
            </div>
          );
        })}
      </div>
      <div className="form-check mi-other-toggle">
        <input
          id={`${id}-other`}
          className="form-check-input"
          type="checkbox"
          disabled={isNo}
          checked={otherOn}
          aria-controls={otherOn ? `${id}-other-panel` : undefined}
          onChange={(e) => update({ type: 'otherToggled', group, checked: e.target.checked })}
        />
        <label className="form-check-label" htmlFor={`${id}-other`}>
          {t(`groups.${group}.other`)}
        </label>
      </div>
      {otherOn && (
        <div id={`${id}-other-panel`} className="mi-other-panel">
          {children}
        </div>
      )}
    </fieldset>
  );
}
