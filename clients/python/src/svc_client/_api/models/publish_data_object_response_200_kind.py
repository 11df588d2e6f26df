from enum import StrEnum


class PublishDataObjectResponse200Kind(StrEnum):
    COLLECTION = "collection"
    DATAOBJECT = "dataobject"

    def __str__(self) -> str:
        return str(self.value)
