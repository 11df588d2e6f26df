from enum import StrEnum


class GetApplicableShapesResponse200EntriesItemMode(StrEnum):
    FORM = "FORM"
    VIEW = "VIEW"

    def __str__(self) -> str:
        return str(self.value)
