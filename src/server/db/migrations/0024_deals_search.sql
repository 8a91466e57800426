-- Reserved; filled in by the module's work. SELECT 1 keeps the file a valid migration.
SELECT 1;
