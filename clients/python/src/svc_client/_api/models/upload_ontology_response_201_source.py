from enum import StrEnum


class UploadOntologyResponse201Source(StrEnum):
    BUILTIN = "builtin"
    USER = "user"

    def __str__(self) -> str:
        return str(self.value)
