from enum import StrEnum


class GetAllReferencesOrderBy(StrEnum):
    CREATEDAT = "createdAt"
    NAME = "name"
    TYPE = "type"
    UPDATEDAT = "updatedAt"

    def __str__(self) -> str:
        return str(self.value)
