from enum import StrEnum


class ExportTimeseriesFillOption(StrEnum):
    LINEAR = "LINEAR"
    NONE = "NONE"
    NULL = "NULL"
    PREVIOUS = "PREVIOUS"

    def __str__(self) -> str:
        return str(self.value)
