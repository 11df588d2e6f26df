from enum import StrEnum


class SearchContainersResponse200ResultsItemType(StrEnum):
    BASIC = "BASIC"
    FILE = "FILE"
    SPATIALDATA = "SPATIALDATA"
    STRUCTUREDDATA = "STRUCTUREDDATA"
    TIMESERIES = "TIMESERIES"

    def __str__(self) -> str:
        return str(self.value)
