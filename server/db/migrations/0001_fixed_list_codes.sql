-- Values from a fixed list are kept as codes (contract/vocabulary.ts) instead of the ERP's Dutch words, so the
-- app can show them in the chosen language. Known words become their codes; a word no list knows is dropped as
-- the importer would refuse it (null in a column that may be empty, the row where the value is required): an
-- import brings it back once its word is on the list.
UPDATE "service_objects" SET "gate_state" = CASE lower(trim("gate_state"))
  when 'in bedrijf' then 'inService'
  when 'beperkt in bedrijf' then 'limited'
  when 'storing' then 'failure'
  when 'buiten gebruik' then 'outOfService'
END
WHERE "gate_state" NOT IN ('inService', 'limited', 'failure', 'outOfService');
--> statement-breakpoint
UPDATE "service_objects" SET "walk_through_door" = CASE lower(trim("walk_through_door"))
  when 'nee' then 'none'
  when 'ja, 1200 mm (mindervaliden)' then 'accessible'
  when 'ja, links' then 'left'
  when 'ja, rechts' then 'right'
  when 'ja, draaideur' then 'hinged'
END
WHERE "walk_through_door" NOT IN ('none', 'accessible', 'left', 'right', 'hinged');
--> statement-breakpoint
UPDATE "job_orders" SET "order_category" = CASE lower(trim("order_category"))
  when 'storing' then 'failure'
  when 'onderhoud' then 'maintenance'
  when 'reparatie' then 'repair'
  when 'keuring' then 'inspection'
END
WHERE "order_category" NOT IN ('failure', 'maintenance', 'repair', 'inspection');
--> statement-breakpoint
UPDATE "job_orders" SET "service_type" = CASE lower(trim("service_type"))
  when 'correctief onderhoud' then 'corrective'
  when 'preventief onderhoud' then 'preventive'
  when 'veiligheidskeuring' then 'safetyInspection'
END
WHERE "service_type" NOT IN ('corrective', 'preventive', 'safetyInspection');
--> statement-breakpoint
DELETE FROM "appointments"
WHERE "type" NOT IN ('preventiveMaintenance', 'failure', 'safetyInspection', 'repair')
  AND lower(trim("type")) NOT IN ('preventief onderhoud', 'storing', 'veiligheidskeuring en 12453', 'reparatie');
--> statement-breakpoint
UPDATE "appointments" SET "type" = CASE lower(trim("type"))
  when 'preventief onderhoud' then 'preventiveMaintenance'
  when 'storing' then 'failure'
  when 'veiligheidskeuring en 12453' then 'safetyInspection'
  when 'reparatie' then 'repair'
END
WHERE "type" NOT IN ('preventiveMaintenance', 'failure', 'safetyInspection', 'repair');
--> statement-breakpoint
DELETE FROM "object_properties"
WHERE "name" NOT IN ('passageWidth', 'passageCount', 'cardReader', 'firmwareVersion', 'controllerServiceCode', 'armLength', 'openingTime', 'detection', 'breakawayCoupling', 'clearWidth', 'drive', 'safetyEdges', 'lastForceMeasurement', 'rotationDirection', 'emergencyOpening', 'counterAtInstallation')
  AND lower(trim("name")) NOT IN ('doorgangsbreedte', 'aantal doorgangen', 'kaartlezer', 'firmwareversie', 'servicecode besturing', 'boomlengte', 'openingstijd', 'detectie', 'breekkoppeling', 'doorrijbreedte', 'aandrijving', 'veiligheidslijsten', 'krachtmeting laatste keuring', 'draairichting', 'noodopening', 'tellerstand bij plaatsing');
--> statement-breakpoint
UPDATE "object_properties" SET "name" = CASE lower(trim("name"))
  when 'doorgangsbreedte' then 'passageWidth'
  when 'aantal doorgangen' then 'passageCount'
  when 'kaartlezer' then 'cardReader'
  when 'firmwareversie' then 'firmwareVersion'
  when 'servicecode besturing' then 'controllerServiceCode'
  when 'boomlengte' then 'armLength'
  when 'openingstijd' then 'openingTime'
  when 'detectie' then 'detection'
  when 'breekkoppeling' then 'breakawayCoupling'
  when 'doorrijbreedte' then 'clearWidth'
  when 'aandrijving' then 'drive'
  when 'veiligheidslijsten' then 'safetyEdges'
  when 'krachtmeting laatste keuring' then 'lastForceMeasurement'
  when 'draairichting' then 'rotationDirection'
  when 'noodopening' then 'emergencyOpening'
  when 'tellerstand bij plaatsing' then 'counterAtInstallation'
END
WHERE "name" NOT IN ('passageWidth', 'passageCount', 'cardReader', 'firmwareVersion', 'controllerServiceCode', 'armLength', 'openingTime', 'detection', 'breakawayCoupling', 'clearWidth', 'drive', 'safetyEdges', 'lastForceMeasurement', 'rotationDirection', 'emergencyOpening', 'counterAtInstallation');
