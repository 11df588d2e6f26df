from enum import StrEnum


class GetImportResponse200Phase(StrEnum):
    COLLECTION = "collection"
    CONTENT = "content"
    DATAOBJECTS = "dataObjects"
    DONE = "done"
    PERMISSIONS = "permissions"
    PROVENANCE = "provenance"

    def __str__(self) -> str:
        return str(self.value)
