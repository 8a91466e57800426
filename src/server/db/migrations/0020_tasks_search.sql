-- Filled in by the module that needs it.
SELECT 1;
