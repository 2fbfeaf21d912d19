import { ArrowDown, ArrowUp, ListOrdered, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import {
  type Control,
  Controller,
  type FieldPath,
  type UseFormReturn,
  useFieldArray,
  useForm,
  useWatch,
} from 'react-hook-form';
import type { TriagePreview, TriageRules } from '@/domain/contracts/triage-rules';
import { TRIAGE_ROUTES } from '@/domain/schemas/triage-rules';
import {
  TRIAGE_FACT_LABELS,
  TRIAGE_ROUTE_LABELS,
  triageFormMessages,
  triageMessages,
} from '@/domain/triage-messages';
import { SectionCard } from '@/web/components/card-heading';
import { FormInput } from '@/web/components/form-input';
import { LoadStatus } from '@/web/components/load-status';
import { OptionsSelect, type SelectOption } from '@/web/components/options-select';
import { PlainForm } from '@/web/components/plain-form';
import { Button } from '@/web/components/ui/button';
import { FormField } from '@/web/components/ui/form-field';
import {
  usePreviewTriageRules,
  useSaveTriageRules,
  useTriageRules,
} from '@/web/features/org-admin/api/triage-rules';
import { ApiError } from '@/web/lib/api-client';
import { formatCount } from '@/web/lib/format-count';
import { notify } from '@/web/lib/notify';
import { notifyFailure } from '@/web/lib/notify-failure';
import {
  checkRuleSet,
  type FieldProblem,
  formFieldOf,
  mayBeUnreported,
  NEW_RULE,
  type RuleSetValues,
  ruleSetValues,
  TRIAGE_FACTS,
} from './triage-rules-values';

const FACT_OPTIONS: SelectOption[] = TRIAGE_FACTS.map((fact) => ({
  value: fact,
  label: TRIAGE_FACT_LABELS[fact],
}));
const EFFECT_OPTIONS: SelectOption[] = [
  { value: 'addPoints', label: 'Add points' },
  { value: 'setRoute', label: 'Set the route' },
];
const ROUTE_OPTIONS: SelectOption[] = TRIAGE_ROUTES.map((route) => ({
  value: route,
  label: TRIAGE_ROUTE_LABELS[route],
}));
const NOT_REPORTED_OPTIONS: SelectOption[] = [
  { value: 'fire', label: 'Apply the effect (counted)' },
  { value: 'skip', label: 'Skip the rule' },
];
const FNOL_OPTIONS: SelectOption[] = [
  { value: 'true', label: 'FNOL was given' },
  { value: 'false', label: 'FNOL was not given' },
];

type Form = UseFormReturn<RuleSetValues>;

/** A choice of the form, with the error the server or the schema found in it. */
function SelectField({
  form,
  name,
  id,
  label,
  options,
}: {
  form: Form;
  name: FieldPath<RuleSetValues>;
  id: string;
  label: string;
  options: SelectOption[];
}) {
  const error = form.getFieldState(name, form.formState).error?.message;
  return (
    <FormField id={id} label={label} error={error}>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <OptionsSelect
            value={String(field.value)}
            onValueChange={field.onChange}
            options={options}
            trigger={{
              id,
              // A long option's text is cut at the field's width, never widening the form on a phone.
              className: '[contain:inline-size]',
              'aria-invalid': Boolean(error),
              'aria-describedby': error ? `${id}-error` : undefined,
            }}
          />
        )}
      />
    </FormField>
  );
}

/** The fields a rule's condition asks for, by its fact. */
function ConditionFields({ form, index }: { form: Form; index: number }) {
  const fact = useWatch({ control: form.control as Control<RuleSetValues>, name: `rules.${index}.fact` });
  const id = (field: string) => `triage-rule-${index}-${field}`;
  const number = (field: 'days' | 'atLeast' | 'atMost', label: string) => (
    <FormInput
      form={form}
      name={`rules.${index}.${field}`}
      id={id(field)}
      label={label}
      inputMode="numeric"
      errorDisplay="described"
    />
  );
  switch (fact) {
    case 'otherInsurerSearches':
      return (
        <>
          {number('days', 'Within days before the intake')}
          {number('atLeast', 'At least this many searches')}
        </>
      );
    case 'lossNearOtherSearch':
      return number('days', 'Within days of the loss date');
    case 'lossDaysBeforeIntake':
      return (
        <>
          {number('atLeast', 'At least days before')}
          {number('atMost', 'At most days before')}
        </>
      );
    case 'claimType':
      return (
        <FormInput
          form={form}
          name={`rules.${index}.anyOf`}
          id={id('anyOf')}
          label="Claim types (separated by commas)"
          errorDisplay="described"
        />
      );
    case 'fnol':
      return (
        <SelectField
          form={form}
          name={`rules.${index}.is`}
          id={id('is')}
          label="FNOL"
          options={FNOL_OPTIONS}
        />
      );
    default:
      return null;
  }
}

/** One rule: its name, condition, effect, reason and what to do when the provider did not report the fact. */
function RuleFields({
  form,
  index,
  count,
  onMove,
  onRemove,
}: {
  form: Form;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const control = form.control as Control<RuleSetValues>;
  const [fact, effectKind, name] = useWatch({
    control,
    name: [`rules.${index}.fact`, `rules.${index}.effectKind`, `rules.${index}.name`],
  });
  const id = (field: string) => `triage-rule-${index}-${field}`;
  const number = index + 1;
  return (
    <fieldset className="grid min-w-0 gap-4 rounded-md border p-4" aria-label={`Rule ${number}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <legend className="font-medium">
          Rule {number}
          {name ? `: ${name}` : ''}
        </legend>
        <div className="flex gap-1">
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={`Move rule ${number} up`}
            disabled={index === 0}
            onClick={() => onMove(index - 1)}
          >
            <ArrowUp className="size-4" aria-hidden="true" />
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={`Move rule ${number} down`}
            disabled={index === count - 1}
            onClick={() => onMove(index + 1)}
          >
            <ArrowDown className="size-4" aria-hidden="true" />
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={`Remove rule ${number}`}
            onClick={onRemove}
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </Button>
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 [&>*]:min-w-0">
        <FormInput
          form={form}
          name={`rules.${index}.name`}
          id={id('name')}
          label="Name"
          errorDisplay="described"
        />
        <SelectField
          form={form}
          name={`rules.${index}.fact`}
          id={id('fact')}
          label="When"
          options={FACT_OPTIONS}
        />
        <ConditionFields form={form} index={index} />
        <SelectField
          form={form}
          name={`rules.${index}.effectKind`}
          id={id('effect')}
          label="Effect"
          options={EFFECT_OPTIONS}
        />
        {effectKind === 'addPoints' ? (
          <FormInput
            form={form}
            name={`rules.${index}.points`}
            id={id('points')}
            label="Points"
            inputMode="numeric"
            errorDisplay="described"
          />
        ) : (
          <SelectField
            form={form}
            name={`rules.${index}.route`}
            id={id('route')}
            label="Route"
            options={ROUTE_OPTIONS}
          />
        )}
        <FormInput
          form={form}
          name={`rules.${index}.reason`}
          id={id('reason')}
          label="Reason shown to handlers"
          errorDisplay="described"
          className="sm:col-span-2"
        />
        {mayBeUnreported(fact) ? (
          <SelectField
            form={form}
            name={`rules.${index}.whenNotReported`}
            id={id('not-reported')}
            label="When the provider did not report it"
            options={NOT_REPORTED_OPTIONS}
          />
        ) : null}
      </div>
    </fieldset>
  );
}

/** What the preview found: how many checks would change route, and the checks per route before and after. */
function PreviewResult({ preview }: { preview: TriagePreview }) {
  return (
    <div role="status" aria-label="Preview" className="grid gap-2 text-sm">
      <p className="font-medium">
        {preview.checks === 0
          ? triageFormMessages.previewNoChecks
          : triageFormMessages.previewSummary(preview.changed, preview.checks)}
      </p>
      {preview.checks > 0 ? (
        <dl className="grid grid-cols-3 gap-2">
          {TRIAGE_ROUTES.map((route) => (
            <div key={route}>
              <dt className="text-muted-foreground">{TRIAGE_ROUTE_LABELS[route]}</dt>
              <dd>
                {formatCount(preview.before[route])} → {formatCount(preview.after[route])}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}

/** The rule set's form: thresholds and ordered rules; Preview tries them on the latest checks, Save stores a version. */
function TriageRulesForm({ current }: { current: TriageRules }) {
  const form = useForm<RuleSetValues>({ defaultValues: ruleSetValues(current.rules) });
  const rules = useFieldArray({ control: form.control, name: 'rules' });
  const save = useSaveTriageRules();
  const preview = usePreviewTriageRules();
  const [problem, setProblem] = useState<string | null>(null);

  /** Marks each field named; a problem of the rule set as a whole shows above the buttons. */
  function showProblems(problems: FieldProblem[]) {
    let whole: string | null = null;
    for (const { field, message } of problems) {
      if (field) form.setError(field, { type: 'server', message }, { shouldFocus: false });
      else whole ??= message;
    }
    setProblem(whole);
    const first = problems.find((p) => p.field)?.field;
    if (first) form.setFocus(first);
  }

  /** The rule set to send, or null with every problem shown at its field. */
  function checked() {
    form.clearErrors();
    setProblem(null);
    const outcome = checkRuleSet(form.getValues());
    if (outcome.ok) return outcome.ruleSet;
    showProblems(outcome.problems);
    return null;
  }

  const onRefusal = (title: string) => (error: Error) => {
    if (error instanceof ApiError && error.details?.length) {
      showProblems(
        error.details.map((detail) => ({
          field: formFieldOf(detail.field.split('.')),
          message: detail.message,
        })),
      );
    }
    notifyFailure(title, error);
  };

  const onSave = () => {
    const ruleSet = checked();
    if (!ruleSet) return;
    save.mutate(ruleSet, {
      onSuccess: (saved) => {
        form.reset(ruleSetValues(saved.rules));
        notify.success(triageMessages.rulesUpdated, triageFormMessages.saved(saved.version));
      },
      onError: onRefusal('Error saving triage rules'),
    });
  };
  const onPreview = () => {
    const ruleSet = checked();
    if (ruleSet) preview.mutate(ruleSet, { onError: onRefusal('Error previewing triage rules') });
  };

  return (
    <PlainForm className="grid gap-6" onSubmit={onSave}>
      <p className="text-sm text-muted-foreground">
        {current.version === 0
          ? 'Your organization uses the default rules (version 0).'
          : `Version ${current.version}.`}{' '}
        Rules run in order; the first rule that sets a route decides it, otherwise the points do. Saving does
        not rescore checks already taken in; a re-check does.
      </p>
      <fieldset className="grid min-w-0 gap-4 sm:grid-cols-2">
        <legend className="sr-only">Thresholds</legend>
        <FormInput
          form={form}
          name="thresholds.review"
          id="triage-threshold-review"
          label="Review from (points)"
          inputMode="numeric"
          errorDisplay="described"
        />
        <FormInput
          form={form}
          name="thresholds.refer"
          id="triage-threshold-refer"
          label="Refer from (points)"
          inputMode="numeric"
          errorDisplay="described"
        />
      </fieldset>
      <div className="grid gap-4">
        {rules.fields.map((field, index) => (
          <RuleFields
            key={field.id}
            form={form}
            index={index}
            count={rules.fields.length}
            onMove={(to) => rules.move(index, to)}
            onRemove={() => rules.remove(index)}
          />
        ))}
        {rules.fields.length === 0 ? (
          <p className="text-sm text-muted-foreground">No rules: every check is routed by its score of 0.</p>
        ) : null}
      </div>
      {problem ? (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={() => rules.append({ ...NEW_RULE })}>
          <Plus className="size-4" aria-hidden="true" /> Add rule
        </Button>
        <Button type="button" variant="outline" disabled={preview.isPending} onClick={onPreview}>
          {preview.isPending ? 'Previewing...' : 'Preview'}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save rules'}
        </Button>
      </div>
      {preview.data ? <PreviewResult preview={preview.data} /> : null}
    </PlainForm>
  );
}

/** Org Admin Panel → Triage rules: how the organization scores and routes each check, edited as a form. */
export function TriageRulesCard() {
  const rules = useTriageRules();
  return (
    <SectionCard
      id="triage-rules"
      icon={ListOrdered}
      title="Triage rules"
      description="Each check gets a score, a route (fast-track, review or refer) and the reasons, from these rules."
    >
      <LoadStatus
        query={rules}
        loadingLabel="Loading triage rules"
        retry
        failure="Failed to load triage rules"
      />
      {rules.data ? <TriageRulesForm key={rules.data.version} current={rules.data} /> : null}
    </SectionCard>
  );
}
