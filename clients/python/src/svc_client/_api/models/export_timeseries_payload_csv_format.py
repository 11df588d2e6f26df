from enum import StrEnum


class ExportTimeseriesPayloadCsvFormat(StrEnum):
    COLUMN = "COLUMN"
    ROW = "ROW"

    def __str__(self) -> str:
        return str(self.value)
