from enum import StrEnum


class ExportTimeseriesCsvFormat(StrEnum):
    COLUMN = "COLUMN"
    ROW = "ROW"

    def __str__(self) -> str:
        return str(self.value)
