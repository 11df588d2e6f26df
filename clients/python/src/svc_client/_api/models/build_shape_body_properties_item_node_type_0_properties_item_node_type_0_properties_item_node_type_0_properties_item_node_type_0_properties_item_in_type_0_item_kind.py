from enum import StrEnum


class BuildShapeBodyPropertiesItemNodeType0PropertiesItemNodeType0PropertiesItemNodeType0PropertiesItemNodeType0PropertiesItemInType0ItemKind(
    StrEnum
):
    IRI = "IRI"
    LITERAL = "LITERAL"

    def __str__(self) -> str:
        return str(self.value)
