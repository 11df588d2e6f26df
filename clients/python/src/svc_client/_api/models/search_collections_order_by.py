from enum import StrEnum


class SearchCollectionsOrderBy(StrEnum):
    CREATEDAT = "createdAt"
    CREATEDBY = "createdBy"
    ID = "id"
    NAME = "name"
    UPDATEDAT = "updatedAt"

    def __str__(self) -> str:
        return str(self.value)
