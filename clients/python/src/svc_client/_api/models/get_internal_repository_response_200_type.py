from enum import StrEnum


class GetInternalRepositoryResponse200Type(StrEnum):
    INTERNAL = "INTERNAL"
    JSKOS = "JSKOS"
    SKOSMOS = "SKOSMOS"
    SPARQL = "SPARQL"

    def __str__(self) -> str:
        return str(self.value)
