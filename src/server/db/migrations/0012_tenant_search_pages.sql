-- Claims Review "contains" search as the tenant, one page at a time (decision record 007). Returning every matching
-- id (0011) made a 3-digit search at 1M checks match ~13k ids by primary key and sort them, twice (page and total).
-- These read only the page, in the list's order, and count apart. Dynamic SQL with the values inlined so each call
-- is planned for its own pattern: the planner then walks the date index for a common fragment and the trigram index
-- for a rare one, as the owner's bare query does. Scoped to the organisation set for the transaction; none, nothing.
CREATE FUNCTION tenant_search_page_preclaim_checks(pattern text, max_rows integer, skip_rows integer)
  RETURNS SETOF uuid LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = pg_catalog, public AS $$
  BEGIN
    RETURN QUERY EXECUTE format(
      'SELECT id FROM public.preclaim_checks WHERE organization_id = %L::uuid AND (imei ILIKE %L OR reference ILIKE %L)'
      ' ORDER BY created_at DESC NULLS FIRST, id DESC LIMIT %s OFFSET %s',
      nullif(current_setting('app.organization_id', true), ''), pattern, pattern, max_rows, skip_rows);
  END $$;
--> statement-breakpoint
CREATE FUNCTION tenant_count_preclaim_checks(pattern text)
  RETURNS bigint LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = pg_catalog, public AS $$
  DECLARE total bigint;
  BEGIN
    EXECUTE format(
      'SELECT count(*) FROM public.preclaim_checks WHERE organization_id = %L::uuid AND (imei ILIKE %L OR reference ILIKE %L)',
      nullif(current_setting('app.organization_id', true), ''), pattern, pattern) INTO total;
    RETURN total;
  END $$;
--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION tenant_search_page_preclaim_checks(text, integer, integer) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION tenant_search_page_preclaim_checks(text, integer, integer) TO claimguard_tenant;
--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION tenant_count_preclaim_checks(text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION tenant_count_preclaim_checks(text) TO claimguard_tenant;
--> statement-breakpoint
DROP FUNCTION tenant_search_preclaim_checks(text);
