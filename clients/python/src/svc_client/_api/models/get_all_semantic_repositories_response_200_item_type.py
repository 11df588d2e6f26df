from enum import StrEnum


class GetAllSemanticRepositoriesResponse200ItemType(StrEnum):
    INTERNAL = "INTERNAL"
    JSKOS = "JSKOS"
    SKOSMOS = "SKOSMOS"
    SPARQL = "SPARQL"

    def __str__(self) -> str:
        return str(self.value)
