from enum import StrEnum


class PublishCollectionResponse200Kind(StrEnum):
    COLLECTION = "collection"
    DATAOBJECT = "dataobject"

    def __str__(self) -> str:
        return str(self.value)
