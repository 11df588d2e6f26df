from enum import StrEnum


class StartImportResponse202SkippedItemKind(StrEnum):
    ANNOTATIONS = "annotations"
    COLLECTIONS = "collections"
    DATAOBJECTS = "dataObjects"
    FILECONTAINERS = "fileContainers"
    FILES = "files"
    LABJOURNALENTRIES = "labJournalEntries"
    LINKS = "links"
    PERMISSIONS = "permissions"
    REFERENCES = "references"
    SPATIALDATACONTAINERS = "spatialDataContainers"
    SPATIALPOINTS = "spatialPoints"
    STRUCTUREDDATACONTAINERS = "structuredDataContainers"
    STRUCTUREDDOCUMENTS = "structuredDocuments"
    TIMESERIESCONTAINERS = "timeseriesContainers"
    TIMESERIESPOINTS = "timeseriesPoints"

    def __str__(self) -> str:
        return str(self.value)
