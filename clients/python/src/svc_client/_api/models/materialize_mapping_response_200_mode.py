from enum import StrEnum


class MaterializeMappingResponse200Mode(StrEnum):
    EPHEMERAL = "ephemeral"
    REFERENCE = "reference"

    def __str__(self) -> str:
        return str(self.value)
