from enum import StrEnum


class DisableOntologyResponse200Source(StrEnum):
    BUILTIN = "builtin"
    USER = "user"

    def __str__(self) -> str:
        return str(self.value)
