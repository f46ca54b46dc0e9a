import { useEffect } from 'react';
import { useForm, type FieldValues, type Resolver, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

type FormSchema = z.ZodType<FieldValues, FieldValues>;

/**
 * Loads a form's schema (`() => import('@litfund/domain').then(({ loginSchema }) => loginSchema)`): zod is about
 * 24 KiB gzipped, so a first page's form draws without it and loads it at the user's first focus or click
 * (docs/performance.md). Define it once, outside the component: the loaded schema is kept per loader.
 */
export type SchemaLoader<S extends FormSchema> = () => Promise<S>;

interface LazyResolver {
  resolver: Resolver<FieldValues, unknown, FieldValues>;
  load: () => Promise<unknown>;
}

const lazyResolvers = new WeakMap<SchemaLoader<FormSchema>, LazyResolver>();

// The resolver adapter (@hookform/resolvers) is needed only once a form validates: it loads with the schema, not
// with the first page (1.5 KiB gzipped off every page that has a form, docs/performance.md).
const zodResolverOf = (schema: FormSchema) =>
  import('@hookform/resolvers/zod').then(({ zodResolver }) => zodResolver(schema));

const deferredResolvers = new WeakMap<FormSchema, Resolver<FieldValues, unknown, FieldValues>>();

/** A resolver for a schema known at once (one per schema), loading the adapter on its first use. */
function deferredResolverOf(schema: FormSchema): Resolver<FieldValues, unknown, FieldValues> {
  const known = deferredResolvers.get(schema);
  if (known) return known;
  let ready: Promise<Resolver<FieldValues, unknown, FieldValues>> | null = null;
  const resolver: Resolver<FieldValues, unknown, FieldValues> = async (values, context, options) => {
    ready ??= zodResolverOf(schema).catch((error: unknown) => {
      ready = null;
      throw error;
    });
    return (await ready)(values, context, options);
  };
  deferredResolvers.set(schema, resolver);
  return resolver;
}

/** A resolver that loads the schema on its first use (or on `load()`); a failed load is tried again next time. */
function lazyResolverOf(loadSchema: SchemaLoader<FormSchema>): LazyResolver {
  let known = lazyResolvers.get(loadSchema);
  if (!known) {
    let ready: Promise<Resolver<FieldValues, unknown, FieldValues>> | null = null;
    const load = () => {
      ready ??= loadSchema()
        .then(zodResolverOf)
        .catch((error: unknown) => {
          ready = null;
          throw error;
        });
      return ready;
    };
    known = { load, resolver: async (values, context, options) => (await load())(values, context, options) };
    lazyResolvers.set(loadSchema, known);
  }
  return known;
}

/** Starts loading a lazily loaded schema at the first sign the user is about to fill the form in. */
function useLoadOnFirstInteraction(lazy: LazyResolver | null) {
  useEffect(() => {
    if (!lazy) return undefined;
    const events = ['focusin', 'pointerdown', 'keydown'] as const;
    const start = () => {
      events.forEach((type) => document.removeEventListener(type, start, true));
      lazy.load().catch(() => undefined); // the next validation tries again
    };
    events.forEach((type) => document.addEventListener(type, start, true));
    return () => events.forEach((type) => document.removeEventListener(type, start, true));
  }, [lazy]);
}

/**
 * react-hook-form with the zod schema from `domain` as resolver; validates on blur, then on change. The schema may be
 * given as a `SchemaLoader` (shared-ui 1.1).
 */
export function useZodForm<S extends FormSchema>(
  schema: S | SchemaLoader<S>,
  options?: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'>,
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  const lazy = typeof schema === 'function' ? lazyResolverOf(schema as SchemaLoader<FormSchema>) : null;
  useLoadOnFirstInteraction(lazy);
  return useForm<z.input<S>, unknown, z.output<S>>({
    mode: 'onTouched',
    ...options,
    // both resolvers are built for any form's values; this form's schema types them
    resolver: (lazy ? lazy.resolver : deferredResolverOf(schema as S)) as unknown as Resolver<
      z.input<S>,
      unknown,
      z.output<S>
    >,
  });
}
