from enum import StrEnum


class CreateSemanticRepositoryBodyType(StrEnum):
    JSKOS = "JSKOS"
    SKOSMOS = "SKOSMOS"
    SPARQL = "SPARQL"

    def __str__(self) -> str:
        return str(self.value)
