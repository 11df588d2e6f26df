from enum import StrEnum


class ListDataciteDoisResponse200PublicationsItemKind(StrEnum):
    COLLECTION = "collection"
    DATAOBJECT = "dataobject"

    def __str__(self) -> str:
        return str(self.value)
