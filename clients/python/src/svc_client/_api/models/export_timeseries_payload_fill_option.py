from enum import StrEnum


class ExportTimeseriesPayloadFillOption(StrEnum):
    LINEAR = "LINEAR"
    NONE = "NONE"
    NULL = "NULL"
    PREVIOUS = "PREVIOUS"

    def __str__(self) -> str:
        return str(self.value)
