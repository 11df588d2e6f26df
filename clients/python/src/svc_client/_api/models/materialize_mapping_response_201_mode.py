from enum import StrEnum


class MaterializeMappingResponse201Mode(StrEnum):
    EPHEMERAL = "ephemeral"
    REFERENCE = "reference"

    def __str__(self) -> str:
        return str(self.value)
