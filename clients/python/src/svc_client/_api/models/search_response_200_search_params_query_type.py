from enum import StrEnum


class SearchResponse200SearchParamsQueryType(StrEnum):
    COLLECTION = "Collection"
    DATAOBJECT = "DataObject"
    REFERENCE = "Reference"
    STRUCTUREDDATA = "StructuredData"

    def __str__(self) -> str:
        return str(self.value)
