from enum import StrEnum


class GetAllFileContainersOrderBy(StrEnum):
    CREATEDAT = "createdAt"
    NAME = "name"
    UPDATEDAT = "updatedAt"

    def __str__(self) -> str:
        return str(self.value)
