import { useEffect, useMemo, useState, type FormEvent } from 'react';
import {
  get,
  useForm,
  useWatch,
  type FieldPath,
  type FieldValues,
  type PathValue,
  type Resolver,
} from 'react-hook-form';
import { errorTab, type FormTab } from './errorTab.ts';
import { mergeIntoCurrent, type TheirValues } from './mergeIntoCurrent.ts';
import { parseCoordinate } from './parseCoordinate.ts';
import { saveFailure } from './saveFailure.ts';

/** The values of a library's form: whatever else they hold, a location typed as text. */
export type LocatedValues = FieldValues & { location: { lat: string; lng: string } };

export interface UseLibraryFormOptions<
  Values extends LocatedValues,
  Output,
  Record,
  Tab extends string,
> {
  /** The record the form starts from: the base of the edit, given to `resolverFor` and `send`. */
  record: Record | undefined;
  /** The form's starting values (read once). */
  defaultValues: Values;
  /** The resolver for a base (read once): a record's own rules can depend on what it holds. */
  resolverFor: (base: Record | undefined) => Resolver<Values, unknown, Output>;
  /** The tabs, the first shown first, each with the fields only it shows (a form without tabs has one). */
  tabs: readonly FormTab<Tab, FieldPath<Values>>[];
  /** The fields shown below every tab's own, in order. */
  shared: readonly FieldPath<Values>[];
  /** The form's field named by an API detail's path, or null when the form has no such field. */
  fieldOf: (path: string) => FieldPath<Values> | null;
  /** Whether to refuse a valid form before sending it (nothing changed): `failure` is 'refused'. */
  refuse?: (output: Output) => boolean;
  /** Sends the resolver's output, made from `base`; a rejection is read by `saveFailure`. */
  send: (output: Output, base: Record | undefined) => Promise<void>;
  /** Whether sending is under way (the dialog holds it: it may not close meanwhile). */
  busy: boolean;
  onBusyChange: (busy: boolean) => void;
  /**
   * How a refused save names someone else's newer version, and the form's values of a record:
   * given, a conflict offers to load their version into the form (`loadTheirVersion`) over the
   * fields `mergedFields`.
   */
  versions?: {
    conflictOf: (error: unknown) => Record | null;
    valuesOf: (record: Record | undefined) => Values;
    mergedFields: readonly FieldPath<Values>[];
  };
}

/**
 * The controller of the library forms (the admin's `LibraryForm`, the reader's `LibraryEditForm`),
 * apart from their layout: react-hook-form over the API's schema, the tab shown, the tab and field
 * a failed submit reveals, the API's refusals (its field errors on their fields, someone else's
 * version merged in), and the location picked on the map or typed.
 */
export function useLibraryForm<Values extends LocatedValues, Output, Record, Tab extends string>(
  options: UseLibraryFormOptions<Values, Output, Record, Tab>,
) {
  const { tabs, shared, fieldOf, refuse, send, busy, onBusyChange, versions } = options;
  const [tab, setTab] = useState<Tab>(tabs[0]!.name);
  const [failure, setFailure] = useState<'refused' | 'failed' | null>(null);
  // The field to focus once the tab holding it is shown; a new object asks again for the same one.
  const [focusRequest, setFocusRequest] = useState<{ name: FieldPath<Values> } | null>(null);
  // The record the edit is made from: the one opened, or the one loaded after someone else saved.
  const [base, setBase] = useState(options.record);
  // Their version, from a save refused because someone else saved first; null once loaded.
  const [conflict, setConflict] = useState<Record | null>(null);
  // After loading their version: the fields both changed, with their value (null: not loaded).
  const [theirValues, setTheirValues] = useState<TheirValues<Values> | null>(null);
  const [resolverFor] = useState(() => options.resolverFor);
  const resolver = useMemo(() => resolverFor(base), [resolverFor, base]);

  const form = useForm<Values, unknown, Output>({
    resolver,
    defaultValues: options.defaultValues as never,
    // The first field in error may be in another tab: it is focused once that tab is shown.
    shouldFocusError: false,
    reValidateMode: 'onChange',
  });
  const {
    control,
    handleSubmit,
    getValues,
    setError,
    setFocus,
    setValue,
    formState: { errors, isSubmitted },
  } = form;

  useEffect(() => {
    if (focusRequest) setFocus(focusRequest.name);
  }, [focusRequest, setFocus]);

  /** Opens the first tab holding an error (else stays) and focuses its first field in error. */
  const reveal = (hasError: (name: FieldPath<Values>) => boolean) => {
    const target = errorTab(tabs, shared, hasError, tab);
    setTab(target.tab);
    if (target.field) setFocusRequest({ name: target.field });
  };

  const save = async (output: Output) => {
    const refused = refuse?.(output) ?? false;
    setFailure(refused ? 'refused' : null);
    setConflict(null);
    if (refused) return;
    onBusyChange(true);
    try {
      await send(output, base);
    } catch (error) {
      const failed = saveFailure(error, fieldOf, versions?.conflictOf);
      if (failed.kind === 'conflict') {
        setTheirValues(null);
        setConflict(failed.current);
      } else if (failed.kind === 'fields') {
        for (const { name, message } of failed.fields) setError(name, { type: 'server', message });
        reveal((name) => failed.fields.some((field) => field.name === name));
      } else {
        setFailure('failed');
      }
    } finally {
      onBusyChange(false);
    }
  };

  /**
   * Takes their version as the base of the edit, the next save's version: a field left alone
   * shows their value, one changed keeps the typing, and where both changed it, their value is
   * listed (`theirValues`) to choose from.
   */
  const loadTheirVersion = () => {
    if (!conflict || !versions) return;
    const merged = mergeIntoCurrent(
      versions.mergedFields,
      versions.valuesOf(base),
      versions.valuesOf(conflict),
      getValues(),
    );
    for (const [name, value] of merged.taken) {
      setValue(name, value as never, { shouldDirty: true, shouldValidate: isSubmitted });
    }
    setBase(conflict);
    setTheirValues(merged.theirs);
    setConflict(null);
  };

  const submit = handleSubmit(save, (formErrors) =>
    reveal((name) => get(formErrors, name) !== undefined),
  );

  const latName = 'location.lat' as FieldPath<Values>;
  const lngName = 'location.lng' as FieldPath<Values>;
  const [latText, lngText] = useWatch({ control, name: [latName, lngName] }) as [string, string];
  /** Sets the location picked on the map (not while sending). */
  const pick = (location: { lat: number; lng: number }) => {
    if (busy) return;
    const set = { shouldDirty: true, shouldValidate: isSubmitted };
    setValue(latName, String(location.lat) as PathValue<Values, FieldPath<Values>>, set);
    setValue(lngName, String(location.lng) as PathValue<Values, FieldPath<Values>>, set);
  };

  return {
    /** react-hook-form's control, for the fields. */
    control,
    /** Submits the form: sends it when valid, else reveals its first error. */
    onSubmit: (event: FormEvent) => void submit(event),
    /** The tab shown. */
    tab,
    setTab,
    /** Whether a tab's own fields hold an error (its name is marked). */
    tabHasErrors: (name: Tab) =>
      tabs.some(
        (candidate) =>
          candidate.name === name &&
          candidate.fields.some((field) => get(errors, field) !== undefined),
      ),
    /** 'refused' when `refuse` held the form back, 'failed' when sending failed otherwise. */
    failure,
    /** The record the next save is made from. */
    base,
    /** Their version, waiting to be loaded, after a save refused for someone else's. */
    conflict,
    loadTheirVersion,
    /** Once their version is loaded: the fields both changed, with their value. */
    theirValues,
    /** The location as typed, read as the API reads it, for the map. */
    picked: { lat: parseCoordinate(latText), lng: parseCoordinate(lngText) },
    pick,
  };
}
