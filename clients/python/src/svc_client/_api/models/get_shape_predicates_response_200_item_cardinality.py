from enum import StrEnum


class GetShapePredicatesResponse200ItemCardinality(StrEnum):
    MANY = "many"
    SINGLE = "single"

    def __str__(self) -> str:
        return str(self.value)
