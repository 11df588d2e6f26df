from enum import StrEnum


class ExportTimeseriesFunction(StrEnum):
    COUNT = "COUNT"
    FIRST = "FIRST"
    INTEGRAL = "INTEGRAL"
    LAST = "LAST"
    MAX = "MAX"
    MEAN = "MEAN"
    MEDIAN = "MEDIAN"
    MIN = "MIN"
    MODE = "MODE"
    SPREAD = "SPREAD"
    STDDEV = "STDDEV"
    SUM = "SUM"

    def __str__(self) -> str:
        return str(self.value)
