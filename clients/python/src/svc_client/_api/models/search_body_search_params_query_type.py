from enum import StrEnum


class SearchBodySearchParamsQueryType(StrEnum):
    COLLECTION = "Collection"
    DATAOBJECT = "DataObject"
    REFERENCE = "Reference"
    STRUCTUREDDATA = "StructuredData"

    def __str__(self) -> str:
        return str(self.value)
