from enum import StrEnum


class GetTimeseriesByIdResponse200ItemValueType(StrEnum):
    BOOLEAN = "Boolean"
    DOUBLE = "Double"
    INTEGER = "Integer"
    STRING = "String"

    def __str__(self) -> str:
        return str(self.value)
