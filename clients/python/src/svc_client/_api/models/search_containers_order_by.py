from enum import StrEnum


class SearchContainersOrderBy(StrEnum):
    CREATEDAT = "createdAt"
    CREATEDBY = "createdBy"
    ID = "id"
    NAME = "name"
    TYPE = "type"

    def __str__(self) -> str:
        return str(self.value)
