from enum import StrEnum


class BuildShapeBodyPropertiesItemInType0ItemKind(StrEnum):
    IRI = "IRI"
    LITERAL = "LITERAL"

    def __str__(self) -> str:
        return str(self.value)
