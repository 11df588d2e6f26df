from enum import StrEnum


class ListOntologiesResponse200ItemSource(StrEnum):
    BUILTIN = "builtin"
    USER = "user"

    def __str__(self) -> str:
        return str(self.value)
