import { useState } from 'react';
import {
  type OrganisationSettings,
  OrganisationSettingsReply,
} from '@/domain/contracts/organisation-settings';
import { PlainForm } from '@/web/components/plain-form';
import { SubmitButton } from '@/web/components/submit-button';
import { useUpdateOrganisationSettings } from '@/web/features/org-admin/api/organisation-settings';
import { notify } from '@/web/lib/notify';
import { notifyFailure } from '@/web/lib/notify-failure';
import { WholeNumberField } from './whole-number-field';

type NumberSetting = {
  [Key in keyof OrganisationSettings]: OrganisationSettings[Key] extends number | null ? Key : never;
}[keyof OrganisationSettings];

interface NumberSettingFormProps<Setting extends NumberSetting> {
  setting: Setting;
  /** The value saved now; the field starts empty when it is the `empty` value. */
  saved: OrganisationSettings[Setting];
  /** What an empty field saves: no limit (0) or no rule (null). */
  empty: OrganisationSettings[Setting];
  id: string;
  label: string;
  placeholder: string;
  hint: string;
  min: number;
  max: number;
  /** The notices: saved, the save failed, and the allowed range when the field is out of it. */
  texts: { saved: string; saveFailed: string; range: string };
  onSaved?: () => void;
}

/** One number of the admin's organisation's settings, with its hint, saved with its own button. */
export function NumberSettingForm<Setting extends NumberSetting>(props: NumberSettingFormProps<Setting>) {
  const { setting, saved, empty, id, texts } = props;
  const [value, setValue] = useState(saved === empty || saved === null ? '' : String(saved));
  const update = useUpdateOrganisationSettings();

  function submit() {
    // The reply's own rule for the setting: the form refuses what the server would.
    const parsed = OrganisationSettingsReply.shape[setting].safeParse(
      value.trim() === '' ? empty : Number(value),
    );
    if (!parsed.success) {
      notify.error(texts.saveFailed, texts.range);
      return;
    }
    update.mutate(
      { [setting]: parsed.data },
      {
        onSuccess: () => {
          notify.success(texts.saved);
          props.onSaved?.();
        },
        onError: (error) => notifyFailure(texts.saveFailed, error),
      },
    );
  }

  return (
    <PlainForm className="flex flex-wrap items-end gap-3" onSubmit={submit}>
      <WholeNumberField
        id={id}
        label={props.label}
        min={props.min}
        max={props.max}
        placeholder={props.placeholder}
        value={value}
        onChange={setValue}
        hint={props.hint}
      />
      <SubmitButton isPending={update.isPending} pendingLabel="Saving...">
        Save
      </SubmitButton>
    </PlainForm>
  );
}
